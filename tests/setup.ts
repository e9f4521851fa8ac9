import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy… and waitFor give a screen up to 5 s to show what the test waits for (1 s by default):
// a loaded CI machine can take seconds for a lazy chunk or a first render. A passing test does
// not wait any longer; only a broken screen fails later.
configure({ asyncUtilTimeout: 5_000 });
