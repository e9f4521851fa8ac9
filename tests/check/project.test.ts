// @vitest-environment node
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

// `npm run check` (scripts/check.ts), as a developer runs it: silent and 0 when every schema,
// resource file and fixture passes; otherwise one line per problem and a non-zero exit.
it('schemas, resource files and fixtures pass every check', () => {
  const { status, stdout, stderr } = spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/check.ts'], {
    encoding: 'utf8',
    timeout: 240_000,
  });
  expect(`${stdout}${stderr}`).toBe('');
  expect(status).toBe(0);
}, 240_000);
