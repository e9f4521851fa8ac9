/**
 * The table both writers get: 100 000 rows × 12 cells (texts, integers, money, percentages,
 * dates as text), deterministic, built before the clock starts.
 */
export const ROWS = 100_000;
export const HEADERS = [
  'День',
  'Кампания',
  'Креатив',
  'SSP',
  'Страна',
  'Устройство',
  'Показы',
  'Клики',
  'CTR, %',
  'Просмотры',
  'VTR, %',
  'Расход, ₽',
];

export type Row = (string | number)[];

export function benchRows(count = ROWS): Row[] {
  let seed = 42;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const rows: Row[] = [];
  for (let i = 0; i < count; i++) {
    const shows = Math.floor(next() * 100_000);
    const clicks = Math.floor(shows * next() * 0.05);
    const views = Math.floor(shows * next());
    rows.push([
      `2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      `Кампания № ${i % 500}`,
      `Креатив ${i % 3000}`,
      `SSP ${i % 7}`,
      ['Россия', 'Казахстан', 'Беларусь'][i % 3],
      ['Смартфон', 'Планшет', 'Компьютер', 'Smart TV'][i % 4],
      shows,
      clicks,
      shows ? Math.round((clicks / shows) * 10_000) / 100 : 0,
      views,
      shows ? Math.round((views / shows) * 10_000) / 100 : 0,
      Math.round(next() * 1_000_000) / 100,
    ]);
  }
  return rows;
}

declare global {
  interface Window {
    /** Set by each page: writes the table once and answers the time and the file size. */
    __write?: () => Promise<{ ms: number; bytes: number }>;
  }
}
