import { expect, it } from 'vitest';
import { formatProblem } from '../../src/engine/schema';
import { checkProject } from '../../scripts/lib/checkProject';

// `npm run check`: fails listing every problem of every schema and resource file.
const modules = import.meta.glob<{ default: unknown }>('/resources/*.ts', { eager: true });

it('schemas and resources pass every check', () => {
  const configs = Object.fromEntries(Object.entries(modules).map(([file, m]) => [file, m.default]));
  const problems = checkProject(process.cwd(), configs).map(formatProblem);
  expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
});
