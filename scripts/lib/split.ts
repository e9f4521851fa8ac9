import fs from 'node:fs';
import path from 'node:path';

/**
 * How much of the entities is declared and how much is code written for them: the promise of
 * an entity as its schema plus a short resource file, measured so the trend is visible.
 */
const DECLARATIONS = ['schemas', 'resources'];
const ENTITY_CODE = ['src/resourceComponents', 'src/providers/calls', 'server/routes', 'server/hooks', 'server/seed'];

interface FolderSize {
  folder: string;
  files: number;
  lines: number;
}

export interface Split {
  declarations: FolderSize[];
  code: FolderSize[];
  /** Resource files that import from the engine only: the entity is its declarations. */
  declarativeResources: number;
  resourceFiles: number;
}

export function measureSplit(root: string): Split {
  const resourceDir = path.join(root, 'resources');
  const resourceFiles = fs.existsSync(resourceDir) ? fs.readdirSync(resourceDir).filter((f) => /\.tsx?$/.test(f)) : [];
  const declarative = resourceFiles.filter((f) =>
    importsOf(fs.readFileSync(path.join(resourceDir, f), 'utf8')).every((i) => /^\.\.\/src\/engine(\/|$)/.test(i)),
  );
  return {
    declarations: DECLARATIONS.map((folder) => size(root, folder)),
    code: ENTITY_CODE.map((folder) => size(root, folder)),
    declarativeResources: declarative.length,
    resourceFiles: resourceFiles.length,
  };
}

function importsOf(source: string): string[] {
  return [...source.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (m) => m[1] ?? m[2],
  );
}

function size(root: string, folder: string): FolderSize {
  const result = { folder, files: 0, lines: 0 };
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(tsx?|json)$/.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8');
        result.files += 1;
        result.lines += text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
      }
    }
  };
  walk(path.join(root, folder));
  return result;
}

const total = (sizes: FolderSize[]) => sizes.reduce((sum, s) => sum + s.lines, 0);

/** The split as a small table: lines and files by folder, the totals and their ratio. */
export function formatSplit(split: Split): string {
  const rows: string[][] = [];
  const section = (heading: string, sizes: FolderSize[]) => {
    rows.push([heading, '', '']);
    for (const s of sizes) rows.push([`  ${s.folder}/`, String(s.lines), String(s.files)]);
    rows.push(['  всего', String(total(sizes)), String(sizes.reduce((sum, s) => sum + s.files, 0))]);
  };
  section('Декларации', split.declarations);
  section('Код отдельных сущностей', split.code);
  const widths = [0, 1, 2].map((c) => Math.max(...[['', 'строк', 'файлов'], ...rows].map((r) => r[c].length)));
  const line = (r: string[]) =>
    `${r[0].padEnd(widths[0])}  ${r[1].padStart(widths[1])}  ${r[2].padStart(widths[2])}`.trimEnd();
  const ratio = total(split.declarations) ? (total(split.code) / total(split.declarations)).toFixed(1) : '—';
  return [
    line(['', 'строк', 'файлов']),
    ...rows.map(line),
    '',
    `Строк кода сущностей на строку деклараций: ${ratio}`,
    `Файлы ресурсов, импортирующие только движок: ${split.declarativeResources} из ${split.resourceFiles}`,
  ].join('\n');
}
