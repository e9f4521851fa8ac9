import type { DataProvider, RaRecord } from 'react-admin';
import { failureText } from '../engine/actions/failure';
import type { ImportClient } from './importClient';
import { IMPORT_MESSAGES } from './importMessages';
import type { WriteRow } from './session';
import type { ImportResource, ImportShape } from './shape';

/**
 * The commit: the planned rows written through the resource's own create and update calls (the
 * platform has no import endpoint), a few at a time; a row the server refuses becomes an error row
 * with the server's field messages, and nothing else stops.
 */

/** A refusal's field messages («Поле — сообщение»), or the failure in words. */
export function refusalText(error: unknown, headers: Record<string, string>): string {
  const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
  const flat: string[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (typeof node === 'string') {
      const source = path.join('.').replace(/^\.+/, '');
      const header = headers[source] ?? Object.entries(headers).find(([s]) => source.startsWith(`${s}.`))?.[1];
      flat.push(header ? `${header} — ${node}` : node);
    } else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) walk(v, [...path, ...k.split('/').filter(Boolean)]);
  };
  walk(errors, []);
  return flat.length ? flat.join('; ') : failureText(error, IMPORT_MESSAGES.writeFailed);
}

export interface CommitProgress {
  done: number;
  total: number;
  created: number;
  updated: number;
  refused: Record<number, string>;
}

/** Rows asked of the worker at a time. */
const BATCH = 30;

/**
 * Writes the planned rows, `width` at a time; `cancelled()` is asked before each row starts, so a
 * cancel lets the rows in flight finish.
 */
export async function commitRows(
  dataProvider: DataProvider,
  client: ImportClient,
  resource: ImportResource,
  shape: ImportShape,
  previous: Map<string, RaRecord>,
  cancelled: () => boolean,
  onProgress: (progress: CommitProgress) => void,
  width = 3,
): Promise<CommitProgress> {
  const headers = Object.fromEntries(shape.columns.map((c) => [c.source, c.header]));
  const progress: CommitProgress = { done: 0, total: 0, created: 0, updated: 0, refused: {} };
  const write = async (row: WriteRow) => {
    try {
      if (row.action === 'create') {
        await dataProvider.create(resource.def.path, { data: row.record });
        progress.created++;
      } else {
        const before = previous.get(row.id!) ?? { id: row.id! };
        await dataProvider.update(resource.def.path, { id: row.id!, data: row.record, previousData: before });
        progress.updated++;
      }
    } catch (error) {
      progress.refused[row.index] = refusalText(error, headers);
    }
    progress.done++;
    onProgress({ ...progress });
  };
  for (let from = 0; !cancelled(); from += BATCH) {
    const { rows, total } = await client.ask<'writes'>({ type: 'writes', from, size: BATCH });
    progress.total = total;
    if (!rows.length) break;
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(width, rows.length) }, async () => {
        while (next < rows.length && !cancelled()) await write(rows[next++]);
      }),
    );
  }
  return progress;
}
