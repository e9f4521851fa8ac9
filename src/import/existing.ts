import type { DataProvider, RaRecord } from 'react-admin';
import { writablePayload } from '../engine/schema/records';
import type { PlanSetup } from './plan';
import type { ImportResource } from './shape';

/**
 * The records a file's rows may update: every record of the resource in the cabinet's reach, read
 * through the resource's own list call (the platform has no import endpoint), each with the
 * payload an update would send.
 */

const PAGE = 500;

export async function existingRecords(
  dataProvider: DataProvider,
  resource: ImportResource,
): Promise<{ existing: PlanSetup['existing']; byId: Map<string, RaRecord> }> {
  const byId = new Map<string, RaRecord>();
  const existing: PlanSetup['existing'] = [];
  for (let page = 1; ; page++) {
    const { data, total } = await dataProvider.getList(resource.def.path, {
      pagination: { page, perPage: PAGE },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
      meta: { fatal: false },
    });
    for (const record of data) {
      byId.set(String(record.id), record);
      existing.push({ id: String(record.id), record: writablePayload(resource.schemas, resource.def.schema, record) });
    }
    if (data.length < PAGE || (total !== undefined && byId.size >= total)) break;
  }
  return { existing, byId };
}
