#!/usr/bin/env node
// Makes sure Debian's Chromium is present before the browser tests run.
// The browser tests never skip: without a browser this exits non-zero with a fix.
// playwright-core is used without its own browser download (nothing may be fetched
// from outside the package registries), so the system package is the browser. Recommends
// are skipped (they pull in mesa and printing tools); the two font packages give Cyrillic glyphs.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';

function run(command, args) {
  console.log(`[ensure-chromium] $ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  }
}

function version() {
  const result = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

if (existsSync(CHROMIUM)) {
  process.exit(0);
}

if (process.platform !== 'linux' || typeof process.getuid !== 'function' || process.getuid() !== 0) {
  console.error(
    `[ensure-chromium] ${CHROMIUM} is missing, and the browser tests need it.\n` +
      "[ensure-chromium] Install Debian's Chromium and run the tests again:\n" +
      '    sudo apt-get update && sudo apt-get install -y chromium\n' +
      '[ensure-chromium] (Run as root, this script installs it by itself.)',
  );
  process.exit(1);
}

try {
  const started = Date.now();
  console.log(`[ensure-chromium] ${CHROMIUM} is missing; installing Debian's chromium package`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-liberation', 'fonts-dejavu-core']);
  const installed = existsSync(CHROMIUM) && version();
  if (!installed) throw new Error(`${CHROMIUM} still does not run after installing chromium`);
  console.log(`[ensure-chromium] ${installed} installed in ${Math.round((Date.now() - started) / 1000)} s`);
} catch (error) {
  console.error(`[ensure-chromium] ${error instanceof Error ? error.message : error}`);
  console.error('[ensure-chromium] Install it by hand: sudo apt-get update && sudo apt-get install -y chromium');
  process.exit(1);
}
