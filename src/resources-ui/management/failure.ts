import { pointersToNested } from '../../engine/schema/records';
import { isRetryLater } from '../../providers/failures';

/**
 * How a failed call of a dialog is told (docs/product.md#errors, src/providers/failures.ts): no answer, a
 * server failure or an answer without a message is the action's retry-later text; a 4xx with a
 * message of its own is shown as the server worded it, and its field texts land on the fields.
 */
export interface Failure {
  /** The toast text. */
  text: string;
  /** Field errors for the dialog's form (nested, as react-hook-form expects), when there are any. */
  fields?: Record<string, unknown>;
}

export function describeFailure(error: unknown, retryLater: string): Failure {
  if (isRetryLater(error)) return { text: retryLater };
  const body = (error as { body: { message: string; errors?: Record<string, unknown> } }).body;
  const errors = Object.fromEntries(Object.entries(body.errors ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'));
  const texts = [...new Set(Object.values(errors))];
  return texts.length ? { text: texts.join('. '), fields: pointersToNested(errors) } : { text: body.message };
}
