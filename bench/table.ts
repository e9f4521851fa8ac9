/**
 * Prints the performance table of docs/performance.md from bench/results/*.json (the latest full runs) and
 * the machine they ran on: `npx tsx bench/table.ts`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Figure } from './lib/report';

const dir = path.resolve(import.meta.dirname, 'results');
const fmt = (n: number | undefined, unit = ''): string =>
  n === undefined
    ? '—'
    : `${Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 10 ? n.toFixed(1) : Math.abs(n) >= 1 || n === 0 ? n.toFixed(2) : n.toFixed(3)}${unit ? ` ${unit}` : ''}`;

const dates: string[] = [];
const loads: number[] = [];
for (const bench of ['apiList', 'listRender', 'formKeystroke', 'lighthouse']) {
  const file = path.join(dir, `${bench}.json`);
  if (!fs.existsSync(file)) continue;
  const { figures, date, loadAverage } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    figures: Figure[];
    date: string;
    loadAverage?: number[];
  };
  dates.push(date);
  if (loadAverage) loads.push(loadAverage[0]);
  for (const f of figures) {
    console.log(
      `| ${bench}: ${f.name} | ${f.budget} | ${fmt(f.value, f.unit)} | ${fmt(f.baseline, f.unit)} | ${f.ratio === undefined ? '—' : f.ratio.toFixed(2)} | ${f.pass ? 'PASS' : '**FAIL**'}${f.note ? ` (${f.note})` : ''} |`,
    );
  }
}
const cpu = /model name\s*:\s*(.*)/.exec(fs.readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? os.cpus()[0]?.model;
let chromium = '';
try {
  chromium = execFileSync('/usr/bin/chromium', ['--version']).toString().trim();
} catch {
  chromium = 'not found';
}
console.log(
  `\nMeasured ${dates.sort()[0]?.slice(0, 10) ?? '—'} on ${os.cpus().length} cores (nproc), ${cpu}, Node ${process.version}, ${chromium}; 1-minute load average at the end of the benches: ${loads.length ? loads.map((l) => l.toFixed(1)).join(', ') : 'not recorded'}.`,
);
