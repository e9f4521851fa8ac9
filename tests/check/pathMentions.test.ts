// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A comment or a schema's description that points the reader to a file ("see routes/journal.ts")
 * must point to one that exists: after a move or a rename the old name sends a newcomer looking
 * for something that is gone. A mention is a path with a folder (`server/http/body.ts`,
 * `routes/crud.ts`), found when some repository file's path ends with it.
 */
const ROOT = process.cwd();
const SOURCE_DIRS = ['server', 'src', 'scripts', 'tests', 'resources', 'bench'];
const SKIPPED = new Set(['node_modules', 'generated', '__snapshots__', 'dist', '.data']);
/** A relative or repository path with a folder, ending in a source or document extension. */
const MENTION = /(?<![\w./@:-])((?:\.{1,2}\/)*[A-Za-z_][\w.-]*(?:\/[\w.-]+)*\.(?:tsx?|mts|mjs|json|md))(?![\w/-])/g;

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(path.join(ROOT, dir))) return [];
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const file = path.posix.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

const repositoryFiles = [...SOURCE_DIRS, 'schemas', 'docs', '.ci']
  .flatMap(filesUnder)
  .concat(fs.readdirSync(ROOT).filter((f) => fs.statSync(path.join(ROOT, f)).isFile()));

/** Whether a mentioned path names a file of the repository (from the root, or a tail of one's path). */
export function exists(mention: string, files: string[], from = ''): boolean {
  const relative = path.posix.normalize(path.posix.join(path.posix.dirname(from), mention));
  const tail = mention.replace(/^(\.{1,2}\/)+/, '');
  return files.some((f) => f === relative || f === tail || f.endsWith(`/${tail}`));
}

/** The text of every comment of a source file. */
export function commentsOf(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const seen = new Set<number>();
  const out: string[] = [];
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) {
      if (seen.has(r.pos)) continue;
      seen.add(r.pos);
      out.push(text.slice(r.pos, r.end));
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    node.forEachChild(visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  return out;
}

/** The descriptions of a schema, at any depth. */
function descriptionsOf(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(descriptionsOf);
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'description' && typeof value === 'string' ? [value] : descriptionsOf(value),
  );
}

/** Build outputs (the bundle, generated types and validators) exist only after a build. */
const BUILT = /^dist\/|(^|\/)generated\//;
/** This file's own example of a missing file. */
const SELF = 'tests/check/pathMentions.test.ts';

const mentionsIn = (text: string) =>
  [...text.matchAll(MENTION)].map((m) => m[1]).filter((m) => m.includes('/') && !BUILT.test(m));

describe('paths named in comments and schema descriptions', () => {
  it('name files that exist', () => {
    const sources = SOURCE_DIRS.flatMap(filesUnder).filter((f) => /\.(m?ts|tsx|mjs)$/.test(f) && f !== SELF);
    const missing = sources.flatMap((file) =>
      commentsOf(file, fs.readFileSync(path.join(ROOT, file), 'utf8'))
        .flatMap(mentionsIn)
        .filter((m) => !exists(m, repositoryFiles, file))
        .map((m) => `${file}: ${m}`),
    );
    const schemas = filesUnder('schemas').filter((f) => f.endsWith('.json'));
    const missingInSchemas = schemas.flatMap((file) =>
      descriptionsOf(JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')))
        .flatMap(mentionsIn)
        .filter((m) => !exists(m, repositoryFiles, file))
        .map((m) => `${file}: ${m}`),
    );
    expect([...missing, ...missingInSchemas], 'name the file as it is called now (or drop the pointer)').toEqual([]);
  });

  it('are found in comments and told from files that exist', () => {
    const text = [
      '// the guard is routes/journal.ts, see also server/http/body.ts',
      "const url = 'https://example.org/a/b.json';",
      '/* ./paging.ts */',
    ].join('\n');
    const mentions = commentsOf('server/routes/x.ts', text).flatMap(mentionsIn);
    expect(mentions).toEqual(['routes/journal.ts', 'server/http/body.ts', './paging.ts']);
    const files = ['server/http/body.ts', 'server/http/paging.ts'];
    expect(mentions.filter((m) => !exists(m, files, 'server/http/x.ts'))).toEqual(['routes/journal.ts']);
  });
});
