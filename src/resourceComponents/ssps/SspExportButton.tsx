import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useDataProvider, useListContext } from 'react-admin';
import defs from '../../../schemas/_defs.schema.json';
import ssp from '../../../schemas/ssp.schema.json';
import type { ExportColumn } from '../../providers/calls/ssp';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { ActionButton, useTell } from '../../engine';

/** Columns of the SSP spreadsheet, in order; titles are the schema's own. */
const SOURCES = [
  'name',
  'sysname',
  'active',
  'protocol',
  'formats',
  'endpointUrl',
  'currency',
  'timeoutMs',
  'qpsLimit',
  'fee',
  'createdAt',
];

type Prop = { title?: string; $ref?: string };
const titleOf = (source: string): string => {
  const prop = (ssp.properties as Record<string, Prop>)[source];
  const shared = prop.$ref ? (defs.$defs as Record<string, Prop>)[prop.$ref.split('/').pop()!] : undefined;
  return prop.title ?? shared?.title ?? source;
};
const SSP_EXPORT_COLUMNS: ExportColumn[] = SOURCES.map((source) => ({ source, title: titleOf(source) }));

/** Saves a Blob under a file name, as a download. */
function download(blob: Blob, file: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: file });
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * «Экспорт в Excel» of the SSPs selected in the list: GET /v2/ssp-list with x-excel-columns and
 * x-excel-header answers a real .xlsx (the whole filtered list goes by the same call without ids).
 */
export function SspExportButton() {
  const { selectedIds } = useListContext();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const tell = useTell();
  const run = () =>
    tell(
      async () => {
        const blob = await dataProvider.exportSspXlsx(SSP_EXPORT_COLUMNS, {
          ids: selectedIds.map(String),
          sort: 'name',
        });
        const file = `SSP ${new Date().toLocaleDateString('ru-RU')}.xlsx`;
        download(blob, file);
        return file;
      },
      { success: (file) => ['kabinet.ssps.exported', { file }], failure: 'kabinet.ssps.exportFailed' },
    );
  return <ActionButton label="kabinet.ssps.export" icon={<FileDownloadOutlinedIcon />} onRun={run} />;
}
