import { t } from '../../i18n/translate';

/**
 * A 429 of the sign-in and recovery screens: how many seconds to wait, from the answer's
 * Retry-After (or the reference API's `retryAfter` in the body); null when it does not say.
 */
function retryAfterSeconds(error: unknown): number | null {
  const { headers, body } = (error ?? {}) as { headers?: Headers; body?: { retryAfter?: unknown } | null };
  const raw = headers?.get?.('retry-after') ?? body?.retryAfter;
  const seconds =
    typeof raw === 'number' ? raw : /^\d+$/.test(String(raw ?? '').trim()) ? Number(String(raw).trim()) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

export const isTooManyRequests = (error: unknown): boolean => (error as { status?: number } | null)?.status === 429;

/** The wait in words: `key` with %{seconds}, or `${key}Later` when the answer gave no time. */
export function waitText(key: string, error: unknown): string {
  const seconds = retryAfterSeconds(error);
  return seconds === null ? t(`${key}Later`) : t(key, { seconds });
}
