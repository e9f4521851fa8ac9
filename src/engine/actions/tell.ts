import { useNotify, useTranslate } from 'react-admin';
import { failureText } from './failure';

/** The toast texts of a call: success (a translation key with its arguments) and the retry-later key. */
export interface OutcomeTexts<T> {
  success?: (result: T) => [string, Record<string, unknown>?];
  failure: string;
}

/**
 * Runs a call and tells its outcome as a toast: success, or the failure in Russian (failureText).
 * Resolves with the call's result, or undefined on failure.
 */
export function useTell() {
  const notify = useNotify();
  const translate = useTranslate();
  return async <T,>(call: () => Promise<T>, texts: OutcomeTexts<T>): Promise<T | undefined> => {
    try {
      const result = await call();
      if (texts.success) {
        const [key, args] = texts.success(result);
        notify(key, { type: 'success', messageArgs: args });
      }
      return result;
    } catch (error) {
      notify(failureText(error, translate(texts.failure)), { type: 'error' });
      return undefined;
    }
  };
}
