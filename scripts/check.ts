/**
 * npm run check: every schema, resource file and demo fixture of the project, checked as the
 * console and the reference API will read them. Prints only the problems, one a line — the file
 * from the repository's root, the JSON path, what to do — and exits 1 when there is one.
 */
import { formatProblem } from '../src/engine/schema';
import { checkProject, loadResourceFiles } from './lib/checkProject';

const root = process.cwd();
const problems = checkProject(root, await loadResourceFiles(root)).map(formatProblem);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
