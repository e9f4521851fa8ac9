// What a browser context did lately — its API answers and the page's errors — printed when a test
// fails, so that a failure seen only on a busy CI machine says which request went wrong.
import type { BrowserContext } from 'playwright-core';

/** Lines kept per context: enough for the screen a test was on when it failed. */
const KEPT = 60;
const journals = new WeakMap<BrowserContext, string[]>();

function note(context: BrowserContext, line: string): void {
  const journal = journals.get(context);
  if (!journal) return;
  journal.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  if (journal.length > KEPT) journal.shift();
}

/** Starts the journal of a context: every request that is not a static file, and every page error. */
export function recordJournal(context: BrowserContext): void {
  journals.set(context, []);
  const api = (url: string) => {
    const { pathname, search } = new URL(url);
    const path = pathname + search;
    return /^\/(assets|favicon|fonts)\b|\.(js|css|woff2?|png|svg)(\?|$)/.test(path) ? undefined : path;
  };
  context.on('requestfinished', (request) => {
    const path = api(request.url());
    if (!path) return;
    // A context closed before the answer was read (the test has ended) has nothing more to note.
    request
      .response()
      .then((response) => {
        const ms = Math.round(request.timing().responseEnd);
        note(context, `${request.method()} ${path} → ${response?.status() ?? '?'} (${ms} ms)`);
      })
      .catch(() => undefined);
  });
  context.on('requestfailed', (request) => {
    const path = api(request.url());
    if (path) note(context, `${request.method()} ${path} ✗ ${request.failure()?.errorText ?? ''}`);
  });
  context.on('page', (page) => {
    page.on('pageerror', (error) => note(context, `page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        note(context, `console ${message.type()}: ${message.text().slice(0, 300)}`);
    });
  });
}

/** Prints a context's journal to stderr, framed like the server log. */
export function printJournal(context: BrowserContext): void {
  const journal = journals.get(context);
  if (!journal?.length) return;
  console.error(
    `----- browser journal (last ${journal.length}) -----\n${journal.join('\n')}\n----- end of browser journal -----`,
  );
}
