import fs from 'node:fs';
import path from 'node:path';

/**
 * How much of the entities is declared and how much is code written for them: the promise of
 * an entity as its schema plus a short resource file, measured so the trend is visible. The demo
 * records beside the schemas are data, not declarations: they are counted apart so that adding
 * fixtures never makes the split look better. Bespoke pages are per-entity code like the
 * resources' own components.
 */
const FIXTURE = /\.fixture\.json$/;
const DECLARATIONS: Part[] = [
  { folder: 'schemas', keep: (f) => !FIXTURE.test(f) },
  { folder: 'resources', keep: () => true },
];
const DATA: Part[] = [{ folder: 'schemas', keep: (f) => FIXTURE.test(f), label: 'schemas/*.fixture.json' }];
const ENTITY_CODE: Part[] = [
  'src/resourceComponents',
  'src/pages',
  'src/providers/calls',
  'server/routes',
  'server/hooks',
  'server/seed',
].map((folder) => ({ folder, keep: () => true }));

interface Part {
  folder: string;
  keep: (file: string) => boolean;
  label?: string;
}

interface FolderSize {
  folder: string;
  files: number;
  lines: number;
  /** The same count for each folder directly inside, so a change shows where it was made. */
  subfolders: FolderSize[];
}

export interface Split {
  declarations: FolderSize[];
  data: FolderSize[];
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
    declarations: DECLARATIONS.map((part) => size(root, part)),
    data: DATA.map((part) => size(root, part)),
    code: ENTITY_CODE.map((part) => size(root, part)),
    declarativeResources: declarative.length,
    resourceFiles: resourceFiles.length,
  };
}

function importsOf(source: string): string[] {
  return [...source.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (m) => m[1] ?? m[2],
  );
}

function size(root: string, part: Part): FolderSize {
  const count = (dir: string, folder: string): FolderSize => {
    const result: FolderSize = { folder, files: 0, lines: 0, subfolders: [] };
    if (!fs.existsSync(dir)) return result;
    const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        const sub = count(full, `${folder}/${entry.name}`);
        result.files += sub.files;
        result.lines += sub.lines;
        if (sub.files) result.subfolders.push({ ...sub, subfolders: [] });
      } else if (/\.(tsx?|json)$/.test(entry.name) && part.keep(entry.name)) {
        const text = fs.readFileSync(full, 'utf8');
        result.files += 1;
        result.lines += text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
      }
    }
    return result;
  };
  return count(path.join(root, part.folder), part.label ?? part.folder);
}

const total = (sizes: FolderSize[]) => sizes.reduce((sum, s) => sum + s.lines, 0);

/** The split as a small table: lines and files by folder and subfolder, the totals and their ratio. */
export function formatSplit(split: Split): string {
  const rows: string[][] = [];
  const section = (heading: string, sizes: FolderSize[]) => {
    rows.push([heading, '', '']);
    for (const s of sizes) {
      rows.push([`  ${s.folder.includes('*') ? s.folder : `${s.folder}/`}`, String(s.lines), String(s.files)]);
      for (const sub of s.subfolders) rows.push([`    ${sub.folder}/`, String(sub.lines), String(sub.files)]);
    }
    rows.push(['  всего', String(total(sizes)), String(sizes.reduce((sum, s) => sum + s.files, 0))]);
  };
  section('Декларации', split.declarations);
  section('Данные (демонстрационные записи)', split.data);
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
