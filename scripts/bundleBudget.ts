/**
 * Bundle budgets (docs/performance.md): the gzipped JS a screen makes the browser load, counted
 * over Vite's manifest as the static import closure of the chunks that screen needs. Run at the
 * end of every `vite build` by the plugin in vite.config.ts; a broken budget fails the build
 * with the chunk, its size and the budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** One chunk of `.vite/manifest.json` (the fields we read). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

interface ClosureBudget {
  /** Shown in the table and the error. */
  name: string;
  /** Manifest keys (source paths) the screen loads; their static imports are followed. */
  entries: string[];
  /** Gzipped bytes; more fails the build. */
  limit: number;
}

export interface Budgets {
  closures: ClosureBudget[];
  /** Every other lazy chunk (a further screen, a dialog, a validator): its own file, gzipped. */
  perScreen: number;
}

const KB = 1024;

/** The budgets of this console (docs/performance.md). */
export const BUDGETS: Budgets = {
  closures: [
    { name: 'Вход (/auth/login)', entries: ['index.html', 'src/pages/signIn/LoginPage.tsx'], limit: 150 * KB },
    {
      // The list views are in the shell's chunk, so its closure is the first list (a cabinet's
      // campaigns) too. Was 509.6 KB, 440 KB after the first cuts, 452 KB with the brand-lift,
      // extra statistics and report screens; 395.4 KB once the resources' own components, the
      // form inputs, the filters, the record screens and the column chooser became lazy (docs/architecture.md,
      // first load); +1.7 KB for native list checkboxes and reference prefetch, −5.5 KB for
      // polyglot's Object.entries es-shim (src/shims): 391.6 KB; −2.2 KB for the validation error
      // mapping and ajv-i18n loaded with the first validator: 389.5 KB; −22 KB for one chunk of
      // what only the cabinet needs instead of ~50 (scripts/vite/cabinetChunk.ts; small files
      // compress worse), +0.8 KB for the first page read ahead and the prefetched reference
      // cells: 367.8 KB; −5.3 KB for react-admin's <Admin> taken apart (its default sign-in
      // page), −1.2 KB for lodash-es, −1.1 KB for the schemas' ajv-errors messages: 360.5 KB;
      // +0.4 KB for numbers written without Intl, −0.9 KB for dayjs without its unused Russian
      // locale: 360.1 KB; −18.1 KB for the search box without react-hook-form, whose filter form
      // loads when a list shows another filter (src/shims/filterForm.tsx): 342.0 KB; −10.5 KB
      // for tooltips whose popup (MUI's Popper, popper.js) loads on first show
      // (src/shims/tooltip.tsx) and the collapsed menu's popup loaded with it: 331.5 KB; −2.1 KB
      // for react-admin's preferences editor, never opened (src/shims/preferencesEditor.tsx): 329.4 KB;
      // −7.5 KB for react-admin's default top bar and menu, which the console replaces
      // (src/shims/layoutDefaults.ts), −1.0 KB for the export button's helpers apart from the
      // audience dialogs, −3.1 KB for the bulk delete and the saved-query dialogs loaded when
      // first used (src/shims/bulkDeleteButton.tsx, savedQueryDialogs.tsx): 316.8 KB, under the
      // first list's 320 KB goal. Next: the eager schemas (~15 KB) and per-resource messages (~9 KB).
      // The limit only goes down, but once: 317.5 → 318 KB for the evaluation breaks and the
      // session reads moved ahead of react-dom (+0.2 KB; the breaks were removed later, measured as no gain), which
      // took ~200 ms of blocking time off Lighthouse's phone and left 22 bytes of room, less than
      // the chunk hashes the shell names move its gzip by when any chunk changes. 318 → 318.5 KB
      // for the product's remaining screens, whose schemas, resource files and texts the shell holds eagerly:
      // «Ошибки SSP» (+0.3 KB), group status and members (+0.4 KB), favourite cabinets, sub-screen
      // titles and a list's path filter (+0.3 KB), after −0.2 KB of unused texts. 318.5 → 320 KB,
      // the product's own budget for this screen, for the rules the schemas now carry and the
      // label lookup of referenced names (reach), which every list uses: 318.8 KB with them.
      // The room under 320 is for the next features; the way down is the eager schemas.
      // The merge of the actions' toolkit with the file fields and MUI X dates: 320.3 KB, back to
      // 319.8 KB once useTell loads the failure texts with the first failure (src/engine/actions/tell.ts).
      // The platform's custom calls (src/providers/calls/) load with the first one made, their names
      // alone in the shell (src/providers/lazyCalls.ts): −3.2 KB with the campaign insights, the app
      // catalogue and the banners' rate added, 317.1 KB.
      // −2.6 KB for list dates written without dayjs (src/engine/fields/russianDate.ts), −1.4 KB
      // for the validators' loader map loaded with the first validator (src/engine/validatorModules.ts): 312.8 KB.
      // react-admin's own createPath instead of a replacement, with the product's addresses built
      // per screen (+0.2 KB), paid by the column check left out of the production catalog.
      // The notification groups' screens declared in their schemas (the related table's operations,
      // choices' icons and the count chip loaded with the first cell that shows one, the feed's own
      // texts gone): 319.95 → 319.97 KB.
      name: 'Оболочка + первый список (кампании кабинета)',
      // The campaigns list renders its toolbar's export button (a lazy resource component) at
      // once, so that module is part of what the first list loads.
      entries: ['index.html', 'src/layout/CabinetAdmin.tsx', 'src/resourceComponents/campaigns/CampaignXlsx.tsx'],
      limit: 320 * KB,
    },
  ],
  perScreen: 30 * KB,
};

/** Manifest keys of the chunks the browser loads for these entries: their static import closure. */
export function staticClosure(manifest: Manifest, entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Бюджет сборки: в manifest.json нет «${key}»`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  entries.forEach(visit);
  return [...seen];
}

export interface BudgetLine {
  kind: 'closure' | 'screen';
  name: string;
  /** The chunk files counted, largest first. */
  files: string[];
  size: number;
  limit: number;
  ok: boolean;
}

/**
 * Every budget against a manifest. `sizeOf` gives a chunk file's gzipped size (read from dist/
 * in the build, made up in the checker's unit test).
 */
export function checkBudgets(
  manifest: Manifest,
  sizeOf: (file: string) => number,
  budgets: Budgets = BUDGETS,
): BudgetLine[] {
  const lines: BudgetLine[] = [];
  const counted = new Set<string>();
  for (const budget of budgets.closures) {
    const keys = staticClosure(manifest, budget.entries);
    keys.forEach((k) => counted.add(k));
    const files = keys.map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
    files.sort((a, b) => sizeOf(b) - sizeOf(a));
    const size = files.reduce((sum, f) => sum + sizeOf(f), 0);
    lines.push({ kind: 'closure', name: budget.name, files, size, limit: budget.limit, ok: size <= budget.limit });
  }
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || counted.has(key) || !chunk.file.endsWith('.js')) continue;
    const size = sizeOf(chunk.file);
    lines.push({
      kind: 'screen',
      name: key,
      files: [chunk.file],
      size,
      limit: budgets.perScreen,
      ok: size <= budgets.perScreen,
    });
  }
  return lines;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** The short table printed after the build: the closures, then the three largest lazy chunks. */
export function formatTable(lines: BudgetLine[]): string {
  const closures = lines.filter((l) => l.kind === 'closure');
  const screens = lines.filter((l) => l.kind === 'screen').sort((a, b) => b.size - a.size);
  const rows = [...closures, ...screens.slice(0, 3)].map(
    (l) =>
      `  ${l.ok ? 'ok  ' : 'OVER'} ${kb(l.size).padStart(9)} / ${kb(l.limit).padStart(8)}  ${l.name}${l.kind === 'screen' ? ` (${l.files[0]})` : ''}`,
  );
  const rest = screens.length > 3 ? [`  … и ещё ${screens.length - 3} ленивых чанков, каждый в пределах бюджета`] : [];
  return ['Бюджеты сборки (gzip JS):', ...rows, ...rest].join('\n');
}

/** The error of a broken budget: the budget, its chunks (largest first), its size and its limit. */
export function formatFailures(lines: BudgetLine[]): string | null {
  const over = lines.filter((l) => !l.ok);
  if (!over.length) return null;
  return over
    .map(
      (l) =>
        `Бюджет превышен: ${l.name} — ${kb(l.size)} gzip при бюджете ${kb(l.limit)}; чанки: ${l.files.slice(0, 5).join(', ')}${l.files.length > 5 ? ', …' : ''}`,
    )
    .join('\n');
}

/** Reads dist/.vite/manifest.json, prints the table and throws when a budget is broken. */
export function checkBuild(outDir = path.resolve('dist'), log: (text: string) => void = console.log): BudgetLine[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(fs.readFileSync(path.join(outDir, file))).length);
    return sizes.get(file)!;
  };
  const lines = checkBudgets(manifest, sizeOf);
  log(formatTable(lines));
  const failure = formatFailures(lines);
  if (failure) throw new Error(failure);
  return lines;
}

// `tsx scripts/bundleBudget.ts [outDir]` (the build's plugin runs it): the table, and exit 1
// with the broken budgets on stderr.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    checkBuild(path.resolve(process.argv[2] ?? 'dist'));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
