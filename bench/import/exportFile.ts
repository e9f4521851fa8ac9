// The console's list export (src/engine/views/listExport.ts) writing the bench's campaigns: the
// file the import bench then reads, and the write time its budget is measured against.
import type { RaRecord } from 'react-admin';
import { flattenFields } from '../../src/engine/analyse';
import type { FieldDescriptor } from '../../src/engine/fieldKinds';
import { catalog } from '../../src/engine/load';
import { exportList } from '../../src/engine/views/listExport';
import { importColumns } from '../../src/import/columns';
import { campaignRows, COLUMNS, type RowNames } from './campaignRows';

const def = catalog.byKey('campaigns')!;
const all = catalog.fields(def);
const headers = new Map(importColumns(all).map((c) => [c.source, c.header]));
// The list's columns of these fields, titled as the import's template titles them.
const fields = COLUMNS.map((source) => {
  const field = flattenFields(all).find((f) => f.source === source)!;
  return { ...field, label: headers.get(source)! } as FieldDescriptor;
});
const codes = (source: string) => {
  const field = fields.find((f) => f.source === source)!;
  return 'choices' in field ? field.choices.map((c) => String(c.id)) : [];
};
const translate = (key: string) => ({ 'ra.boolean.true': 'Да', 'ra.boolean.false': 'Нет' })[key] ?? key;

const base64 = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

window.__export = async (names: RowNames) => {
  const rows = campaignRows(names, {
    buyingTypes: codes('strategies.buyingType'),
    deviceTypes: codes('targets.device.deviceTypes'),
  }) as RaRecord[];
  const byId = (list: { id: string; name: string }[]) => Object.fromEntries(list.map((r) => [r.id, r]));
  // The names of referenced records, as react-admin's fetchRelatedRecords gives them.
  const related = (_: unknown, source: string) =>
    Promise.resolve(source === 'accountId' ? byId(names.accounts) : byId(names.ssps));
  let file: Blob | null = null;
  const start = performance.now();
  await exportList({ def, fields, translate }, rows, related as never, { save: (blob) => (file = blob) });
  const ms = performance.now() - start;
  return { ms, file: await base64(file!), rows: rows.length };
};
