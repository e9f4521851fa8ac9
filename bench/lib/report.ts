import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * What every bench prints and leaves for bench/run.ts: its figures, the baseline measured in the
 * same run, the ratio and PASS/FAIL against its budget (docs/performance.md). Results also go to
 * bench/results/<bench>.json so the table of docs/performance.md is filled from measurements, not memory.
 */
export interface Figure {
  /** What was measured, e.g. "list page req/s". */
  name: string;
  value: number;
  unit: string;
  /** The same figure of the baseline in this run (absent: an absolute budget). */
  baseline?: number;
  /** value / baseline when there is a baseline. */
  ratio?: number;
  /** The budget as text ("≤ 1.05 × baseline", "< 50 ms"). */
  budget: string;
  pass: boolean;
  /** Why, when it fails or needs a word (shown in docs/performance.md). */
  note?: string;
}

export const QUICK = process.argv.includes('--quick');

const fmt = (n: number): string =>
  Math.abs(n) >= 100
    ? n.toFixed(0)
    : Math.abs(n) >= 10
      ? n.toFixed(1)
      : Math.abs(n) >= 1 || n === 0
        ? n.toFixed(2)
        : n.toFixed(3);

export function report(bench: string, figures: Figure[], extra: Record<string, unknown> = {}): boolean {
  console.log(`\n== ${bench}${QUICK ? ' (quick: smoke figures, not for docs/performance.md)' : ''}`);
  for (const f of figures) {
    const base = f.baseline === undefined ? '' : `  baseline ${fmt(f.baseline)} ${f.unit}`;
    const ratio = f.ratio === undefined ? '' : `  ratio ${f.ratio.toFixed(2)}`;
    console.log(
      `${f.pass ? 'PASS' : 'FAIL'}  ${f.name}: ${fmt(f.value)} ${f.unit}${base}${ratio}  (budget ${f.budget})${f.note ? ` — ${f.note}` : ''}`,
    );
  }
  const dir = path.resolve(import.meta.dirname, '..', 'results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, `${bench}${QUICK ? '.quick' : ''}.json`),
    JSON.stringify(
      {
        bench,
        quick: QUICK,
        date: new Date().toISOString(),
        loadAverage: os.loadavg(),
        figures,
        ...extra,
      },
      null,
      2,
    ) + '\n',
  );
  return figures.every((f) => f.pass);
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
