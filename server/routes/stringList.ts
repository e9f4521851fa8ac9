import { invalid } from '../errors';

/** A list of strings in a body field (absent = empty), trimmed, blanks dropped; or 400 naming the bad item. */
export function stringList(body: Record<string, unknown>, field: string): string[] {
  const value = body[field];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw invalid({ [`/${field}`]: 'Ожидается список значений' });
  const errors: Record<string, string> = {};
  value.forEach((v, i) => {
    if (typeof v !== 'string') errors[`/${field}/${i}`] = 'Ожидается строка';
  });
  if (Object.keys(errors).length) throw invalid(errors);
  return (value as string[]).map((v) => v.trim()).filter(Boolean);
}
