/**
 * `npm test`: everything CI runs, with each step's duration. The type check and the lint run
 * side by side (each keeps one core busy on its own, and CI has two); the unit tests and the
 * browser tests use both cores each, so they run one after the other. Stops at the first step
 * that fails, with its exit code.
 */
import { spawn } from 'node:child_process';

type Step = { name: string; command: string };

const run = ({ name, command }: Step): Promise<{ name: string; code: number; seconds: number }> =>
  new Promise((done) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('exit', (code, signal) =>
      done({ name, code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000 }),
    );
  });

const stages: Step[][] = [
  [
    { name: 'typecheck', command: 'npm run typecheck' },
    { name: 'lint', command: 'npm run lint' },
  ],
  [{ name: 'unit', command: 'npm run test:unit' }],
  [{ name: 'e2e', command: 'npm run test:e2e' }],
];

const took: string[] = [];
const started = Date.now();
for (const stage of stages) {
  const results = await Promise.all(stage.map(run));
  took.push(...results.map((r) => `${r.name} ${r.seconds.toFixed(0)} s`));
  const failed = results.find((r) => r.code !== 0);
  if (failed) {
    console.error(`[test] ${failed.name} failed (exit ${failed.code}); ${took.join(', ')}`);
    process.exit(failed.code);
  }
}
console.log(`[test] ${took.join(', ')}; total ${((Date.now() - started) / 1000).toFixed(0)} s`);
