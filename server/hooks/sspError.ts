import type { ServerContext } from '../context';
import { newObjectId } from '../objectIds';
import { readOnlyHooks } from './agencyTransaction';

/**
 * An SSP's error log: records of the sspError schema, written by the platform (here: the seed),
 * read by clients as one SSP's log (GET /v2/ssp/{sysname}/error) or all SSPs' (GET /v2/ssp-errors).
 * A line belongs to its SSP's cabinet, so whoever sees the SSP sees its errors.
 */
export const SSP_ERROR = 'sspError';
export const SSP_ERRORS_READ_ONLY = 'Ошибки SSP записывает платформа: их нельзя создать, изменить или удалить вручную';

export interface SspErrorEntry {
  sysname: string;
  time: string;
  code: string;
  message: string;
  count: number;
}

export function writeSspError(
  ctx: ServerContext,
  owner: string | null,
  entry: SspErrorEntry,
  id: string = newObjectId(),
): string {
  ctx.store.insert(SSP_ERROR, id, owner, { ...entry }, entry.time);
  return id;
}

/**
 * Data dirs made before the log was a schema kept it in a table of its own (ssp_errors): its
 * lines move into the records once, owned like their SSP, and the table goes.
 */
export function moveSspErrorsToRecords(ctx: ServerContext): void {
  if (!ctx.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'ssp_errors'").get()) return;
  ctx.db.transaction(() => {
    ctx.db
      .prepare(
        `INSERT OR IGNORE INTO records (resource, id, cabinet_id, version, data, created_at, updated_at)
      SELECT ?, e.id, s.cabinet_id, 1,
        json_object('sysname', e.sysname, 'time', e.time, 'code', e.code, 'message', e.message, 'count', e.count), e.time, e.time
      FROM ssp_errors e LEFT JOIN records s ON s.resource = 'ssp' AND s.id = e.sysname`,
      )
      .run(SSP_ERROR);
    ctx.db.exec('DROP TABLE ssp_errors');
  })();
}

export const sspErrorHooks = readOnlyHooks(SSP_ERRORS_READ_ONLY);
