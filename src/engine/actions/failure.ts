import { FAILURE_MESSAGES } from './failureMessages';

/**
 * How a failed call is told to the user (docs/product.md#errors), the one rule of every action,
 * dialog and screen. Errors reach components as the http client's ApiError or as react-admin's
 * HttpError; both carry `status` and the server's `body` ({ message, errors? }).
 *
 * - no answer (a lost connection) or a server failure (5xx): the action's retry-later text;
 * - refused input (4xx with field messages): the field messages, they say what to fix;
 * - 403, 404, 429 without words of the server: a Russian text of their own, and so a 409 where
 *   the action has words for it;
 * - any other 4xx: the server's message as it worded it.
 */
interface FailedCall {
  status?: number;
  headers?: Headers;
  body?: { message?: unknown; errors?: Record<string, unknown>; retryAfter?: unknown } | null;
}

const failed = (error: unknown): FailedCall => (error && typeof error === 'object' ? (error as FailedCall) : {});

/** Seconds a 429 asks to wait (Retry-After, or the reference API's `retryAfter`), null when it does not say. */
export function retryAfterSeconds(error: unknown): number | null {
  const { headers, body } = failed(error);
  const seconds = Number(headers?.get?.('retry-after') ?? body?.retryAfter);
  return seconds > 0 ? Math.ceil(seconds) : null;
}

/** The distinct field messages of a refused input, in the server's order. */
function fieldTexts(error: unknown): string[] {
  const { status, body } = failed(error);
  if (!status || status >= 500 || !body?.errors) return [];
  return [...new Set(Object.values(body.errors).filter((v): v is string => typeof v === 'string'))];
}

/**
 * The Russian text of a failure (see above); `retryLater` is the action's own retry-later text,
 * `conflict` its own words for a refusal of the record's state (409: the only deployment of a
 * campaign) that the server did not word.
 */
export function failureText(error: unknown, retryLater: string, conflict?: string): string {
  const { status } = failed(error);
  if (!status || status >= 500) return retryLater;
  const fields = fieldTexts(error);
  // At most three fields' messages: the rest are at their fields.
  if (fields.length) return fields.slice(0, 3).join('. ');
  if (status === 429) {
    const seconds = retryAfterSeconds(error);
    return seconds === null ? FAILURE_MESSAGES.tooManyLater : FAILURE_MESSAGES.tooManyIn(seconds);
  }
  const own = failed(error).body?.message;
  if (typeof own === 'string' && own) return own;
  if (status === 409 && conflict) return conflict;
  if (status === 403) return FAILURE_MESSAGES.forbidden;
  if (status === 404) return FAILURE_MESSAGES.notFound;
  return retryLater;
}
