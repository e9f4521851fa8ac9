import { useNotify, useTranslate } from 'react-admin';

/** The toast texts of a call: success (a translation key with its arguments) and the retry-later key. */
export interface OutcomeTexts<T> {
  success?: (result: T) => [string, Record<string, unknown>?];
  failure: string;
  /** Translation key of the text for a 409 the server did not word (failureText's `conflict`). */
  conflict?: string;
}

/**
 * Runs a call and tells its outcome as a toast: success, or the failure in Russian (failureText).
 * Resolves with the call's result, or undefined on failure.
 *
 * The failure texts load with the first failure: the first list's export button uses this hook,
 * and ./failure is ~0.5 KB of the shell's budget (docs/performance.md) that a list which never
 * fails does not need.
 */
export function useTell() {
  const notify = useNotify();
  const translate = useTranslate();
  return async <T>(call: () => Promise<T>, texts: OutcomeTexts<T>): Promise<T | undefined> => {
    try {
      const result = await call();
      if (texts.success) {
        const [key, args] = texts.success(result);
        notify(key, { type: 'success', messageArgs: args });
      }
      return result;
    } catch (error) {
      const { failureText } = await import('./failure');
      const conflict = texts.conflict ? translate(texts.conflict) : undefined;
      notify(failureText(error, translate(texts.failure), conflict), { type: 'error' });
      return undefined;
    }
  };
}
