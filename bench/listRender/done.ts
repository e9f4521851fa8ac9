import { LAST_ROW_TEXT, ROWS } from './data';

/**
 * Marks window.__listDone with performance.now() (ms since navigation started) the moment the
 * table holds all rows and the last one shows its reference name. Installed before React starts,
 * identical in both apps.
 */
declare global {
  interface Window {
    __listDone?: number;
  }
}

export function watchListDone(): void {
  const observer = new MutationObserver(() => {
    const body = document.querySelector('tbody');
    if (!body || body.children.length < ROWS) return;
    if (!body.children[ROWS - 1].textContent?.includes(LAST_ROW_TEXT)) return;
    window.__listDone = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}
