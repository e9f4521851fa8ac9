import type { DataProvider } from 'react-admin';

/**
 * The same 500 campaigns for both apps of the listRender bench, and an in-memory dataProvider
 * that answers at once (no network in the figure: only rendering is compared).
 */
export const ROWS = 500;
const STATUSES = ['active', 'paused', 'stopped'];
const FORMATS = ['video', 'banner', 'push'];
const BUYING = ['cpm', 'cpc', 'cpv', 'cpi'];
const hex = (prefix: string, n: number) => `${prefix}${n.toString(16)}`.padStart(24, '0');

export const accountName = (n: number) => `Аккаунт ${n + 1}`;
export const groupName = (n: number) => `Группа ${n + 1}`;

export const CAMPAIGNS = Array.from({ length: ROWS }, (_, i) => ({
  id: hex('c', i),
  version: 1,
  name: `Кампания ${String(i + 1).padStart(3, '0')} — осенняя распродажа`,
  accountId: hex('a', i % 20),
  status: STATUSES[i % 3],
  creativeType: FORMATS[i % 3],
  strategies: { buyingType: BUYING[i % 4], saleSpeedType: 'evenly' },
  groupId: hex('b', i % 10),
  limits: { budgetTotal: 10_000 + i * 137, budgetDaily: 1000 },
  statistics: { impressions: 100_000 + i * 7919, clicks: i * 13, spent: i * 11.5 },
}));

/** What the last row shows once its references have loaded: the list is complete. */
export const LAST_ROW_TEXT = accountName((ROWS - 1) % 20);

/** The number inside hex(prefix, n). */
const numberOf = (id: string) => Number.parseInt(id.replace(/^0*[a-z]/, ''), 16);
const byId = (resource: string, id: string) =>
  /account/.test(resource)
    ? { id, name: accountName(numberOf(id)) }
    : /group/.test(resource)
      ? { id, name: groupName(numberOf(id)) }
      : (CAMPAIGNS.find((c) => c.id === id) ?? { id });

export const dataProvider = {
  getList: async (resource: string, { pagination }: { pagination?: { page: number; perPage: number } }) => {
    const { page = 1, perPage = 25 } = pagination ?? {};
    // Reference inputs of a form list accounts and groups; everything else lists the campaigns.
    const others = /account|group/.test(resource)
      ? Array.from({ length: 20 }, (_, i) => byId(resource, hex(/account/.test(resource) ? 'a' : 'b', i)))
      : null;
    const all = others ?? CAMPAIGNS;
    return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
  },
  getMany: async (resource: string, { ids }: { ids: string[] }) => ({
    data: ids.map((id) => byId(resource, String(id))),
  }),
  getOne: async (resource: string, { id }: { id: string }) => ({ data: byId(resource, String(id)) }),
  getManyReference: async () => ({ data: [], total: 0 }),
  create: async () => {
    throw new Error('только чтение');
  },
  update: async () => {
    throw new Error('только чтение');
  },
  updateMany: async () => {
    throw new Error('только чтение');
  },
  delete: async () => {
    throw new Error('только чтение');
  },
  deleteMany: async () => {
    throw new Error('только чтение');
  },
} as unknown as DataProvider;
