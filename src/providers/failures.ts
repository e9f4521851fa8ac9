/**
 * How a failed call is told to the user (docs/product.md#errors): no answer or a server failure becomes the
 * action's retry-later text; a 4xx with a message of its own (a conflict, a refused value) is
 * shown as the server worded it. Errors reach components as the http client's ApiError or as
 * react-admin's HttpError; both carry `status` and the server's `body`.
 */
interface FailedCall {
  status?: number;
  message?: string;
  body?: { message?: unknown; errors?: Record<string, unknown> } | null;
}

const failed = (error: unknown): FailedCall => (error && typeof error === 'object' ? (error as FailedCall) : {});

/** No answer, a server failure, or nothing to show: the "try again later" kind of failure. */
export function isRetryLater(error: unknown): boolean {
  const { status, body } = failed(error);
  return !status || status >= 500 || typeof body?.message !== 'string' || !body.message;
}

/** The toast text of a failure: the retry-later text, or the server's own message. */
export function failureText(error: unknown, retryLater: string): string {
  return isRetryLater(error) ? retryLater : String(failed(error).body!.message);
}

export function hasFieldErrors(error: unknown): boolean {
  const errors = failed(error).body?.errors;
  return !!errors && Object.keys(errors).length > 0;
}

/** The server's message for one field (JSON Pointer "/cabinetId", or a plain name). */
export function fieldError(error: unknown, field: string): string | undefined {
  const errors = failed(error).body?.errors;
  const value = errors?.[`/${field}`] ?? errors?.[field];
  return typeof value === 'string' ? value : undefined;
}

/** The server's first field message (e.g. the storage's "/file"), if any. */
export function firstFieldError(error: unknown): string | undefined {
  const errors = failed(error).body?.errors;
  const first = errors && Object.values(errors).find((v) => typeof v === 'string');
  return typeof first === 'string' ? first : undefined;
}
