// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BREAK_MODULE, MARKER, renderBreaks, YIELD } from '../../../../scripts/vite/evaluationBreaks';

/** Runs a rendered chunk as an ES module; what it logs, once it has finished evaluating. */
async function evaluate(code: string): Promise<string[]> {
  const log: string[] = [];
  (globalThis as { log?: string[] }).log = log;
  await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`);
  return log;
}

describe('evaluation breaks (scripts/vite/evaluationBreaks.ts)', () => {
  const chunk = [
    'import { a } from "./other.js";',
    'log.push("first");',
    'queueMicrotask(() => log.push("microtask"));',
    'setTimeout(() => log.push("a task set before the break"), 0);',
    `${MARKER};`,
    'log.push("after the break");',
    'export { a };',
  ].join('\n');

  it('turns a marker of the top level into an await of a timer, where it stands', () => {
    const out = renderBreaks(chunk, 'x.js', false)!;
    expect(out).not.toContain(MARKER);
    expect(out.split(YIELD)).toHaveLength(2);
    expect(out.indexOf(YIELD)).toBeGreaterThan(out.indexOf('a task set before the break'));
    expect(out.indexOf(YIELD)).toBeLessThan(out.indexOf('after the break'));
    expect(out.replace(YIELD, MARKER)).toBe(chunk);
  });

  it('yields a task there: what was queued before runs first, microtasks and timers alike', async () => {
    const out = renderBreaks(chunk.replace('import { a } from "./other.js";', 'const a = 1;'), 'x.js', false)!;
    expect(await evaluate(out)).toEqual(['first', 'microtask', 'a task set before the break', 'after the break']);
  });

  it("puts a chunk's own break after its imports, before its first statement", () => {
    const out = renderBreaks(chunk, 'entry.js', true)!;
    expect(out.split(YIELD)).toHaveLength(3);
    expect(out.startsWith(`import { a } from "./other.js";\n${YIELD};log.push("first");`)).toBe(true);
  });

  it('leaves a chunk without breaks as it is', () => {
    expect(renderBreaks('import { a } from "./x.js";\nexport const b = a + 1;\n', 'lazy.js', false)).toBeNull();
  });

  it('fails the build on a marker that cannot await: inside a function (a wrapped module)', () => {
    const wrapped = `var init = () => { ${MARKER}; log.push("x"); };\ninit();\n`;
    expect(() => renderBreaks(wrapped, 'wrapped.js', false)).toThrow(/wrapped\.js.*не на верхнем уровне/);
  });

  it('marks the modules under src/layout/evaluationBreaks/ only', () => {
    expect(BREAK_MODULE.test('/app/src/layout/evaluationBreaks/afterReactDom.ts')).toBe(true);
    expect(BREAK_MODULE.test('C:\\app\\src\\layout\\evaluationBreaks\\afterReactDom.ts')).toBe(true);
    expect(BREAK_MODULE.test('/app/src/layout/earlyReads.ts')).toBe(false);
  });
});
