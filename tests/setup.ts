import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll } from 'vitest';
import './consoleGuard';

// findBy… and waitFor give a screen up to 5 s to show what the test waits for (1 s by default):
// a loaded CI machine can take seconds for a lazy chunk or a first render. A passing test does
// not wait any longer; only a broken screen fails later.
configure({ asyncUtilTimeout: 5_000 });

// A screen's lazily loaded parts (validators, date fields, dialogs) may still arrive after its
// test has passed; React then renders them. Give that work a moment before the file's browser
// environment is torn down, or React meets a window that is gone (an error outside any test).
// Unmounted first: a screen still mounted keeps its timers (react-admin's delayed loading
// indicators), which would fire after the environment is gone.
afterAll(async () => {
  if (typeof window === 'undefined') return;
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 250));
});
