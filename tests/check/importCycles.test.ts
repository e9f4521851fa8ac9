// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No module of the reference API (server/), of the engine (src/engine/) or of the scripts
 * (scripts/) reaches itself again through value imports: in a cycle, which module runs first
 * depends on who was imported first, and a constant read at load time is undefined in one start
 * order and not in another. A type-only import (`import type`, `{ type X }`) is erased and does
 * not count; nor does a lazy `import()`, which runs after every module has loaded.
 */
const ROOT = process.cwd();
const CHECKED = ['server/', 'src/engine/', 'scripts/'];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];

/** The repository file a relative specifier names, or null for a package or a file outside the sources. */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), base.replace(/\.js$/, '.ts')];
  return candidates.find((file) => /\.(m?ts|tsx)$/.test(file) && fs.existsSync(path.join(ROOT, file))) ?? null;
}

/** Whether an import or export declaration brings a value at load time. */
function bringsValue(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return false;
    const clause = node.exportClause;
    return !clause || !ts.isNamedExports(clause) || clause.elements.some((e) => !e.isTypeOnly);
  }
  const clause = node.importClause;
  if (!clause) return true; // a side-effect import runs the module
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  if (!bindings || ts.isNamespaceImport(bindings)) return true;
  return bindings.elements.length === 0 || bindings.elements.some((e) => !e.isTypeOnly);
}

/** The files a module imports values from. */
export function valueImports(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  return source.statements
    .filter(
      (s): s is ts.ImportDeclaration | ts.ExportDeclaration => ts.isImportDeclaration(s) || ts.isExportDeclaration(s),
    )
    .filter((s) => s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier) && bringsValue(s))
    .map((s) => resolve(file, (s.moduleSpecifier as ts.StringLiteral).text))
    .filter((f): f is string => f !== null);
}

/** The cycles of a graph (Tarjan's strongly connected components of more than one module, or a module importing itself). */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(file);
    return /\.(m?ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** The value-import graph from the checked folders, following imports wherever they lead. */
function projectGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const queue = CHECKED.flatMap((dir) => sourceFiles(dir.replace(/\/$/, '')));
  while (queue.length) {
    const file = queue.pop()!;
    if (graph.has(file)) continue;
    const imports = valueImports(file, fs.readFileSync(path.join(ROOT, file), 'utf8'));
    graph.set(file, imports);
    queue.push(...imports.filter((f) => !graph.has(f)));
  }
  return graph;
}

describe('value imports', () => {
  it('form no cycle through server/, src/engine/ or scripts/', () => {
    const cycles = cyclesOf(projectGraph()).filter((c) => c.some((f) => CHECKED.some((dir) => f.startsWith(dir))));
    expect(
      cycles.map((c) => c.join(' ↔ ')),
      'move what both sides need into a module of its own, or import only its type',
    ).toEqual([]);
  });

  it('are told from type-only imports, and a cycle among them is found', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts', 'd.ts']],
    ]);
    expect(cyclesOf(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['d.ts']]);
    const source = [
      "import type { X } from './x';",
      "import { type Y } from './y';",
      "import { z } from './z';",
      "export type { W } from './w';",
      "export { v } from './v';",
    ].join('\n');
    const kept = ts
      .createSourceFile('t.ts', source, ts.ScriptTarget.Latest)
      .statements.filter(
        (s): s is ts.ImportDeclaration | ts.ExportDeclaration =>
          (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) && bringsValue(s),
      )
      .map((s) => (s.moduleSpecifier as ts.StringLiteral).text);
    expect(kept).toEqual(['./z', './v']);
  });
});
