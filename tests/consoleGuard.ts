import nodeConsole from 'node:console';
import { format } from 'node:util';
import { captureOwnerStack } from 'react';
import { afterAll, afterEach } from 'vitest';

/**
 * A test fails when anything it runs writes to console.error or console.warn: React and MUI say
 * there that a prop reached the DOM instead of its component, a key is missing or a state was
 * set after unmount — each a thing the code sets that is silently not applied. A test that
 * expects such a message spies on the console itself (`vi.spyOn(console, 'error')`), which
 * replaces this guard for as long as the spy lives.
 */
const said: string[] = [];

// jsdom reports the style rules its CSS parser cannot read (emotion's nested and layered rules
// of MUI's styles) through the same console. Browsers read them; nothing of ours is at fault.
const JSDOM_CSS = /^Could not parse CSS stylesheet/;
// jsdom's window reports to the Node console it was loaded beside, not to the test's: what it
// could not do («Not implemented: navigation to another Document» of a link the test clicked)
// fails the test like a React warning.
const nodeError = nodeConsole.error.bind(nodeConsole);
nodeConsole.error = (...args: unknown[]) => {
  const text = format(...args);
  if (JSDOM_CSS.test(text)) return;
  said.push(`jsdom: ${text}`);
  nodeError(...args);
};

// react-admin logs every refused data provider call in development (useDataProvider.js): a test
// that makes the platform refuse asserts what the user sees of it; the log is no warning.
const REFUSED_CALL = /ra-core[\\/]dist[\\/]dataProvider[\\/]useDataProvider\.js/;

for (const level of ['error', 'warn'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    const text = format(...args);
    if (JSDOM_CSS.test(text)) return;
    // Where in our components it was rendered from (React's owner stack), or outside a render who called.
    const owners = captureOwnerStack?.();
    const stack = new Error().stack ?? '';
    if (!owners && args[0] instanceof Error && REFUSED_CALL.test(stack.split('\n')[2] ?? '')) return;
    const caller = owners ? '' : stack.split('\n').slice(2, 10).join('\n');
    said.push(`console.${level}: ${text}\n  ${owners ? `rendered by:${owners}` : `called from:\n${caller}`}`);
    original(...args);
  };
}

function failOnWarnings(when: string) {
  if (said.length === 0) return;
  const found = said.splice(0);
  throw new Error(`${when} wrote ${found.length} warning(s) to the console:\n\n${found.join('\n\n')}`);
}

afterEach(() => failOnWarnings('this test'));
afterAll(() => failOnWarnings('this file, after its tests'));
