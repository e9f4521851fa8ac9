import { failureText } from '../../actions/failure';
import type { BulkField } from './bulkFields';

/** The field messages of a refusal as dotted paths, however nested the error body holds them. */
function leafMessages(errors: unknown, prefix = ''): [string, string][] {
  if (typeof errors === 'string') return errors ? [[prefix, errors]] : [];
  if (!errors || typeof errors !== 'object') return [];
  return Object.entries(errors).flatMap(([key, value]) => leafMessages(value, prefix ? `${prefix}.${key}` : key));
}

/**
 * Why one record of a bulk edit was refused: each field message with the field's title
 * («Лимиты: Дневной бюджет: Не больше общего бюджета»), the record being one row of many; any
 * other refusal as failureText tells it (the server's message for a 409, its own text for a 403).
 */
export function refusalText(error: unknown, fields: BulkField[], retryLater: string): string {
  const { status, body } = (error ?? {}) as { status?: number; body?: { errors?: unknown } | null };
  const messages = status && status < 500 ? leafMessages(body?.errors) : [];
  if (!messages.length) return failureText(error, retryLater);
  const titles = new Map(fields.map((f) => [f.field.source, f.title]));
  const told = messages.map(([path, text]) => (titles.has(path) ? `${titles.get(path)}: ${text}` : text));
  return [...new Set(told)].slice(0, 3).join('. ');
}
