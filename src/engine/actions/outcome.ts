import { useState } from 'react';
import { useNotify, useTranslate, type Identifier } from 'react-admin';
import { failureText } from './failure';
import { useTell, type OutcomeTexts } from './tell';

/** useTell with a busy flag and one call at a time, for controls that show progress themselves. */
export function useRunner() {
  const tell = useTell();
  const [busy, setBusy] = useState(false);
  const run = async <T>(call: () => Promise<T>, texts: OutcomeTexts<T>): Promise<T | undefined> => {
    if (busy) return undefined;
    setBusy(true);
    try {
      return await tell(call, texts);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/**
 * One call per selected id, all at once: tells how many went through (`success` gets
 * smart_count) and why the others did not — their one shared reason (failureText), or how many
 * failed (`partlyFailed`) when the reasons differ. Resolves with the number that failed.
 */
export function useBulkRun() {
  const notify = useNotify();
  const translate = useTranslate();
  return async (
    ids: readonly Identifier[],
    call: (id: string) => Promise<unknown>,
    texts: { success: string; failure: string; partlyFailed?: string },
  ): Promise<number> => {
    const results = await Promise.allSettled(ids.map((id) => call(String(id))));
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    const done = results.length - failed.length;
    if (done) notify(texts.success, { type: 'success', messageArgs: { smart_count: done } });
    if (failed.length) {
      const reasons = [...new Set(failed.map((f) => failureText(f.reason, translate(texts.failure))))];
      const text =
        reasons.length > 1 && texts.partlyFailed
          ? translate(texts.partlyFailed, { smart_count: failed.length })
          : reasons[0];
      notify(text, { type: 'error' });
    }
    return failed.length;
  };
}
