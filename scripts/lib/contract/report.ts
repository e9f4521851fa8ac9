import type { ProbeReport } from './probe';

/** How many differences of one answer are printed (the count says how many there are). */
const SHOWN = 5;

/** The Russian report: one line per call, its first differences under it, then the totals per resource. */
export function formatReport(url: string, report: ProbeReport): { text: string; mismatched: number } {
  const { cabinet, findings } = report;
  const lines = [`Проверка контракта ${url}: кабинет «${cabinet.name}» (${cabinet.cabinetType}, ${cabinet.id})`, ''];
  const byOwner = new Map<string, number>();
  for (const f of findings) {
    if (f.skipped) {
      lines.push(`  — ${f.call}: пропущено, ${f.skipped}`);
      continue;
    }
    if (!f.problems.length) {
      lines.push(`  ✓ ${f.call}: ${f.status}`);
      continue;
    }
    byOwner.set(f.owner, (byOwner.get(f.owner) ?? 0) + f.problems.length);
    lines.push(`  ✗ ${f.call}: ${f.status ?? 'нет ответа'}, расхождений: ${f.problems.length}`);
    for (const problem of f.problems.slice(0, SHOWN)) lines.push(`      ${problem}`);
    if (f.problems.length > SHOWN) lines.push(`      … и ещё ${f.problems.length - SHOWN}`);
  }
  const checked = findings.filter((f) => !f.skipped).length;
  const mismatched = findings.filter((f) => !f.skipped && f.problems.length).length;
  lines.push('');
  lines.push(
    mismatched
      ? `Итого: проверено ответов ${checked}, не соответствуют схемам ${mismatched}.`
      : `Итого: проверено ответов ${checked}, все соответствуют схемам.`,
  );
  if (byOwner.size)
    lines.push(`Расхождения по ресурсам: ${[...byOwner].map(([owner, n]) => `${owner} — ${n}`).join(', ')}.`);
  return { text: lines.join('\n'), mismatched };
}
