/**
 * Emotion's styled components and `css` prop insert their rules while React renders, as emotion
 * did before React 18, instead of in an insertion effect (blocking time on Lighthouse's phone). An
 * insertion effect runs in the commit, which React never splits: the first list's commit spent
 * 60 of its 123 ms (unthrottled) compiling and inserting the table's rules, one long task the
 * simulated phone counts four times over. The render of a transition is split into 5 ms slices,
 * so the same work there blocks nothing. A render React throws away leaves its rules in the
 * sheet, which is harmless: they are the rules a later render of the same element inserts.
 * Emotion's Global keeps its insertion effect (it also removes its rules on unmount): its module
 * gets the real one.
 */
export const useInsertionEffectAlwaysWithSyncFallback = (create: () => unknown): void => {
  create();
};
