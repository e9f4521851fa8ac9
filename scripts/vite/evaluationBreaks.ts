import { parseAst, type Plugin, type Rolldown } from 'vite';

/**
 * Evaluation breaks (no long task while the first scripts evaluate: Total Blocking Time): the production bundle yields to the browser at
 * chosen points while its modules evaluate.
 *
 * A chunk's modules evaluate in one task, with the chunks it imports and the browser's compile and
 * linking of them: the entry's ~45 ms and the cabinet's ~65 ms on this machine, the two longest
 * tasks of the first load (×4 on Lighthouse's simulated phone, where every task over 50 ms blocks
 * input). A top-level `await` of a timer ends the task where it stands; the next module goes on in
 * a new task, and the browser paints and takes input in between. Breaks fall:
 * - at the start of the chunks `atStartOf` names (vite.config.ts), after the chunks they import
 *   have evaluated and the browser has compiled and linked them;
 * - where a module under src/layout/evaluationBreaks/ is imported, at its place in the order (each
 *   says where that is and what it separates).
 * A list's first load now evaluates in ~9 tasks of ~10–35 ms instead of two of 45 and 65 ms (the
 * longest is the browser's compile and linking of the cabinet's chunk, which no break can cut).
 *
 * The `await` is not written in those modules: a build with a top-level await anywhere gets none
 * of rolldown's chunk optimisations (they could reorder modules that wait), and without them the
 * shell's 18 chunks became 47 and 11 KB of gzip more (measured). So while the bundle is built and
 * chunked a break module is a call rolldown keeps in place, and only the rendered chunk, whose
 * order is fixed by then, has the `await`: its modules run in the order rolldown gave them, some
 * after a task's wait, and whatever imports the chunk waits for it as for any module with a
 * top-level await. Every browser of the build's target (Vite's default: Chrome 111, Firefox 114,
 * Safari 16.4) runs one. Outside the build (dev server, tests) a break module is empty.
 */

/** The break modules: where their import puts them is where the evaluation yields. */
export const BREAK_MODULE = /[\\/]src[\\/]layout[\\/]evaluationBreaks[\\/][^\\/]+\.ts$/;

/** A break module while the bundle is built and chunked: a call to a global rolldown keeps. */
export const MARKER = '__kabinetEvaluationBreak__()';

/**
 * The break in the rendered chunk. A timer, not a message or scheduler.yield(): a timer's task is
 * linked to the task that set it in the browser's trace, so Lighthouse's simulation runs the rest
 * of the evaluation after the part before it, as the browser does.
 */
export const YIELD = 'await new Promise((resolve) => setTimeout(resolve))';

/**
 * A rendered chunk with its breaks, or null when it has none: a break before its first statement
 * after the imports (`atStart`), and one for each marker. A marker that is not a statement of the
 * chunk's top level (its module wrapped in a function, as CommonJS modules are) cannot await: the
 * build fails naming the chunk instead of shipping a break that is not one.
 */
export function renderBreaks(code: string, chunk: string, atStart: boolean): string | null {
  if (!atStart && !code.includes(MARKER)) return null;
  const body = parseAst(code).body;
  const at = new Map<number, number>(); // where a break goes → how much of the code it replaces
  const first = body.find((statement) => statement.type !== 'ImportDeclaration');
  if (atStart && first) at.set(first.start, 0);
  for (const statement of body) {
    if (
      statement.type === 'ExpressionStatement' &&
      code.slice(statement.expression.start, statement.expression.end) === MARKER
    )
      at.set(statement.expression.start, MARKER.length);
  }
  let out = '';
  let from = 0;
  for (const [start, length] of [...at].sort((a, b) => a[0] - b[0])) {
    out += code.slice(from, start) + YIELD + (length ? '' : ';');
    from = start + length;
  }
  out += code.slice(from);
  if (out.includes(MARKER))
    throw new Error(`Разрыв вычисления в чанке ${chunk} не на верхнем уровне: модуль обёрнут в функцию`);
  return out;
}

export function evaluationBreaks(atStartOf: (chunk: Rolldown.RenderedChunk) => boolean): Plugin {
  return {
    name: 'kabinet:evaluation-breaks',
    apply: 'build',
    transform(_code, id) {
      return BREAK_MODULE.test(id) ? { code: `${MARKER};\n`, map: null } : null;
    },
    renderChunk(code, chunk) {
      const rendered = renderBreaks(code, chunk.fileName, atStartOf(chunk));
      return rendered === null ? null : { code: rendered, map: null };
    },
  };
}
