// A Vitest reporter that ends every run with its ten slowest tests (beside the default
// reporter), so a suite creeping towards CI's limit shows where the time went.
import type { Reporter, TestModule } from 'vitest/node';

export default class SlowestTests implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const tests = modules.flatMap((m) =>
      [...m.children.allTests()].map((t) => ({
        name: `${m.moduleId.replace(`${process.cwd()}/`, '')} › ${t.fullName}`,
        ms: t.diagnostic()?.duration ?? 0,
      })),
    );
    const slowest = tests.sort((a, b) => b.ms - a.ms).slice(0, 10);
    console.log('\n[unit] the ten slowest tests:');
    for (const t of slowest) console.log(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.name}`);
  }
}
