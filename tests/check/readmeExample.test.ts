// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README and docs/ answer a newcomer's questions by pointing at files; a pointer to a file
 * that was moved or renamed, or an example that no longer matches the repository, is worse than
 * none. This keeps them true: the files docs/adding-a-resource.md quotes are quoted as they are,
 * and every repository path the README and docs name exists.
 */
const ROOT = process.cwd();
const DOCS = [
  'README.md',
  ...fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** `<!-- file: path -->` followed by a fenced block: the block is that file's whole text. */
function quotedFiles(markdown: string): { file: string; text: string }[] {
  const quoted = /<!-- file: ([^\s]+) -->\n```[a-z]*\n([\s\S]*?)\n```/g;
  return [...markdown.matchAll(quoted)].map((m) => ({ file: m[1], text: m[2] }));
}

const TOP_FOLDERS = ['schemas', 'resources', 'src', 'server', 'tests', 'scripts', 'bench', 'docs', '.ci'];
/** Placeholders and patterns, not paths: `resources/<key>.ts`, `schemas/*.schema.json`, `…`. */
const PATTERN = /[<>*{}…|]/;

/** Repository paths a document names in backticks or as a link target, `docs/<page>.md#anchor` included. */
function namedPaths(markdown: string): string[] {
  const candidates = [...markdown.matchAll(/`([^`\s]+)`/g), ...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
  return [...new Set(candidates)]
    .map((p) => p.replace(/^\.\//, '').replace(/[.,:;]$/, ''))
    .filter((p) => TOP_FOLDERS.some((top) => p === top || p.startsWith(`${top}/`)) && !PATTERN.test(p));
}

/** Whether a named path exists; `file.md#anchor` needs the anchor (`<a id="anchor">`) in that file. */
function exists(named: string): boolean {
  const [file, anchor] = named.split('#');
  if (!fs.existsSync(path.join(ROOT, file))) return false;
  return !anchor || read(file).includes(`<a id="${anchor}"></a>`);
}

/** Documents a clone does not have: the product's specification and design notes kept elsewhere. */
const OUTSIDE = /\bSPEC(\.md)?\b|\bDESIGN\.md|\bCONTRACT\.md|ENTITY_GUIDE|\/work\/shared/;
const SKIPPED = new Set(['node_modules', 'dist', 'generated', '__snapshots__', 'results', 'test-results']);

/** Every text file of the repository's own folders, and the files at its root. */
function sourceFiles(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : walk(file);
      return /\.(ts|tsx|js|mjs|cjs|json|md|html)$/.test(entry.name) && file !== 'tests/check/readmeExample.test.ts'
        ? [file]
        : [];
    });
  const rootFiles = fs.readdirSync(ROOT).filter((f) => /\.(ts|js|json|md|html)$/.test(f) && f !== 'package-lock.json');
  return [...rootFiles, ...TOP_FOLDERS.filter((top) => fs.existsSync(path.join(ROOT, top))).flatMap(walk)];
}

describe('the README and docs', () => {
  it('quote the example resource exactly as the repository has it', () => {
    const quoted = quotedFiles(read('docs/adding-a-resource.md'));
    expect(quoted.map((q) => q.file)).toEqual([
      'schemas/geoPreset.schema.json',
      'resources/geoPresets.ts',
      'src/resourceComponents/geoPresets/messages.ts',
    ]);
    for (const { file, text } of quoted) {
      expect(fs.existsSync(path.join(ROOT, file)), `${file} is quoted by docs/adding-a-resource.md`).toBe(true);
      expect(text, `docs/adding-a-resource.md quotes ${file}`).toBe(read(file).replace(/\n$/, ''));
    }
  });

  it('name only repository paths that exist', () => {
    const missing = DOCS.flatMap((doc) =>
      namedPaths(read(doc))
        .filter((p) => !exists(p))
        .map((p) => `${doc}: ${p}`),
    );
    expect(missing).toEqual([]);
  });

  it('point at no document outside the repository, and neither does any file of it', () => {
    const outside = DOCS.flatMap((doc) =>
      [...read(doc).matchAll(/\b(SPEC\.md|DESIGN\.md|ENTITY_GUIDE\.md)|\/work\/|\bnotes\//g)].map(
        (m) => `${doc}: ${m[0]}`,
      ),
    );
    expect(outside).toEqual([]);
    const citing = sourceFiles().flatMap((file) => {
      const lines = read(file).split('\n');
      return lines.flatMap((line, i) => (OUTSIDE.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 120)}`] : []));
    });
    expect(citing, 'cite docs/product.md#<anchor>, docs/architecture.md or docs/contract.md instead').toEqual([]);
  });
});
