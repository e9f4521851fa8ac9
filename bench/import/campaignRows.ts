/**
 * The import bench's table: ROWS campaigns × the 12 COLUMNS an operator's media plan has (texts,
 * a reference and a list of references, codes, a yes/no, dates, money, a percentage, an integer),
 * deterministic, every 50th with its period reversed (an error row, as files have).
 */
export const ROWS = 50_000;

export const COLUMNS = [
  'name',
  'accountId',
  'creativeType',
  'isBrandLift',
  'calendar.dates.start',
  'calendar.dates.end',
  'strategies.buyingType',
  'strategies.kpi.vtr',
  'limits.budgetTotal',
  'limits.impressionsTotal',
  'targets.ssp',
  'targets.device.deviceTypes',
] as const;

export interface Named {
  id: string;
  name: string;
}

/** What the rows name: accounts and SSPs of the demo data (the admin cabinet reaches them all). */
export interface RowNames {
  accounts: Named[];
  ssps: Named[];
}

export function campaignRows(names: RowNames, codes: { buyingTypes: string[]; deviceTypes: string[] }, count = ROWS) {
  const rows: Record<string, unknown>[] = [];
  const { accounts, ssps } = names;
  for (let i = 0; i < count; i++) {
    const month = 1 + (i % 9);
    rows.push({
      id: `bench-${i}`,
      name: `Медиаплан ${String(i).padStart(5, '0')}`,
      accountId: accounts[i % accounts.length].id,
      creativeType: 'video',
      isBrandLift: i % 3 === 0,
      calendar: {
        dates:
          i % 50 === 49
            ? { start: `2027-0${month}-20`, end: `2027-0${month}-10` }
            : { start: `2027-0${month}-01`, end: `2027-0${month}-28` },
      },
      strategies: { buyingType: codes.buyingTypes[i % codes.buyingTypes.length], kpi: { vtr: 5 + (i % 90) } },
      limits: { budgetTotal: 1000 + (i % 997) * 1250.5, impressionsTotal: 10_000 + i },
      targets: {
        ssp: [ssps[i % ssps.length].id, ssps[(i + 1) % ssps.length].id],
        device: { deviceTypes: [codes.deviceTypes[i % codes.deviceTypes.length]] },
      },
    });
  }
  return rows;
}

declare global {
  interface Window {
    /** The export page: writes the rows as the list's «Экспорт» does; the time of the write and the file. */
    __export?: (names: RowNames) => Promise<{ ms: number; file: string; rows: number }>;
  }
}
