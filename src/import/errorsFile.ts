import type { Translate } from '../export/cellText';
import { downloadBlob, exportSpreadsheet, type Cell } from '../export/spreadsheet';
import { fill, fileName } from './fill';
import type { ImportClient } from './importClient';
import { IMPORT_MESSAGES } from './importMessages';
import type { Mapping } from './mapping';
import type { ImportShape } from './shape';

/**
 * «Скачать строки с ошибками»: the rows the dry run or the server refused, in the template's
 * layout with the file's own cells (yes/no written as the export writes them) and the messages in
 * a last column, ready to be fixed and imported again.
 */
export async function downloadErrorRows(
  client: ImportClient,
  shape: ImportShape,
  mapping: Mapping,
  refused: Record<number, string>,
  label: string,
  translate: Translate,
): Promise<void> {
  const headers = Object.fromEntries(shape.columns.map((c) => [c.source, c.header]));
  const { rows } = await client.ask<'errorRows'>({
    type: 'errorRows',
    order: shape.columns.map((c) => mapping[c.source] ?? -1),
    headers,
    refused,
    yesNo: { yes: translate('ra.boolean.true'), no: translate('ra.boolean.false') },
  });
  const blob = await exportSpreadsheet({
    columns: [...shape.columns.map((c) => c.header), IMPORT_MESSAGES.errorHeading].map((header, i) => ({
      header,
      value: (row: Cell[]) => row[i],
      width: 24,
    })),
    rows,
    sheet: IMPORT_MESSAGES.templateSheet,
  });
  downloadBlob(blob, `${fileName(fill(IMPORT_MESSAGES.errorsFileName, { name: label }))}.xlsx`);
}
