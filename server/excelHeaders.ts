import type { FastifyRequest } from 'fastify';
import { invalid } from './errors';

/**
 * The columns a spreadsheet download is asked for (docs/product.md#calls: a GET may send
 * x-excel-columns and x-excel-header), read the same by every .xlsx the API writes.
 *
 * x-excel-columns: the columns' keys, comma-separated ("name,protocol,fee"; a JSON list also goes),
 * in the file's order. x-excel-header: their titles. Header values travel as Latin-1, so each title
 * is percent-encoded and the titles are joined by commas (a percent-encoded JSON list also goes);
 * there are as many titles as columns. A column the export does not have, or titles that do not
 * match the columns, is a 400 at the header: a file with other columns than asked is no answer.
 */
export const EXCEL_COLUMNS = 'x-excel-columns';
export const EXCEL_HEADER = 'x-excel-header';

const EXCEL_MESSAGES = {
  columns: 'Колонки: имена полей через запятую или JSON-массив',
  unknownOne: 'Неизвестная колонка: ',
  unknownMany: 'Неизвестные колонки: ',
  header: 'Заголовки колонок: названия в кодировке URI через запятую',
  headerCount: 'Заголовков должно быть столько же, сколько колонок',
};

/** A header's value, trimmed; undefined when it is not sent or empty. */
export function excelHeader(req: FastifyRequest, name: string): string | undefined {
  const raw = req.headers[name];
  return (Array.isArray(raw) ? raw[0] : raw)?.trim() || undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function keysOf(text: string): string[] {
  const keys = text.startsWith('[') ? parseJson(text) : text.split(',');
  if (!Array.isArray(keys)) throw invalid({ [`/${EXCEL_COLUMNS}`]: EXCEL_MESSAGES.columns });
  return keys.map((k) => String(k).trim()).filter(Boolean);
}

function titlesOf(text: string): string[] {
  let titles: unknown;
  try {
    const whole = decodeURIComponent(text);
    titles = whole.startsWith('[') ? JSON.parse(whole) : text.split(',').map((t) => decodeURIComponent(t.trim()));
  } catch {
    titles = null;
  }
  if (!Array.isArray(titles) || titles.some((t) => typeof t !== 'string'))
    throw invalid({ [`/${EXCEL_HEADER}`]: EXCEL_MESSAGES.header });
  return titles as string[];
}

/**
 * The columns asked for, in the asked order and with the asked titles; all of them, with their own
 * titles, when x-excel-columns is not sent.
 */
export function requestedColumns<C extends { title: string }>(
  req: FastifyRequest,
  all: readonly C[],
  keyOf: (column: C) => string,
): C[] {
  const text = excelHeader(req, EXCEL_COLUMNS);
  if (!text) return [...all];
  const keys = keysOf(text);
  if (!keys.length) throw invalid({ [`/${EXCEL_COLUMNS}`]: EXCEL_MESSAGES.columns });
  const unknown = keys.filter((k) => !all.some((c) => keyOf(c) === k));
  if (unknown.length)
    throw invalid({
      [`/${EXCEL_COLUMNS}`]:
        (unknown.length === 1 ? EXCEL_MESSAGES.unknownOne : EXCEL_MESSAGES.unknownMany) + unknown.join(', '),
    });
  const picked = keys.map((k) => all.find((c) => keyOf(c) === k)!);
  const header = excelHeader(req, EXCEL_HEADER);
  if (!header) return picked;
  const titles = titlesOf(header);
  if (titles.length !== picked.length) throw invalid({ [`/${EXCEL_HEADER}`]: EXCEL_MESSAGES.headerCount });
  return picked.map((c, i) => ({ ...c, title: titles[i] }));
}
