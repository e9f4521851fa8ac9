import type { ImportColumn } from './columns';

/**
 * Which file column feeds which field: a heading matches a field's heading or its key, ignoring
 * case, spaces and ё/е («Период проведения:начало» is «Период проведения: Начало»). Each field
 * takes at most one column and each column feeds at most one field; the dialog's selects fix the rest.
 */

/** Field source → index of the file's column (absent: not imported). */
export type Mapping = Record<string, number>;

export function normalHeading(text: string): string {
  return text
    .toLowerCase()
    .replace(/\u0451/g, '\u0435')
    .replace(/\s+/g, '');
}

export function autoMapping(headings: readonly string[], columns: readonly ImportColumn[]): Mapping {
  const mapping: Mapping = {};
  const taken = new Set<number>();
  const byText = new Map<string, number>();
  headings.forEach((h, i) => {
    const n = normalHeading(h);
    if (n && !byText.has(n)) byText.set(n, i);
  });
  // Titles first: a column «Название» is the name even where another field's key is «название».
  for (const pass of ['header', 'source'] as const)
    for (const column of columns) {
      if (column.source in mapping) continue;
      const index = byText.get(normalHeading(pass === 'header' ? column.header : column.source));
      if (index === undefined || taken.has(index)) continue;
      mapping[column.source] = index;
      taken.add(index);
    }
  return mapping;
}

/** Required fields no column feeds: the dialog names them before anything else. */
export function unmappedRequired(columns: readonly ImportColumn[], mapping: Mapping): ImportColumn[] {
  return columns.filter((c) => c.required && !(c.source in mapping));
}
