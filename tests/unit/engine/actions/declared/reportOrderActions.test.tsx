import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StubbedCall } from '../../../providers/fetchStub';
import { contractChecked, renderActions, stubPlatform } from './resourceScreen';

const ORDER = { id: 'o'.repeat(24), name: 'Еженедельный', accountId: 'a'.repeat(24), version: 1 };
const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
let calls: StubbedCall[] = [];
let saved: string[] = [];

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  saved = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  calls = stubPlatform({ 'GET /v2/postviews.xlsx': { file: 'PK' } });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  contractChecked(calls);
});

const open = async () => {
  renderActions('reportOrders', 'record', { record: ORDER });
  fireEvent.click(await screen.findByRole('button', { name: 'Post-view (XLSX)' }));
  return screen.findByRole('dialog', { name: 'Post-view конверсии аккаунта' });
};

describe('«Post-view (XLSX)» of a report order (GET /v2/postviews.xlsx)', () => {
  it("the last seven whole days by default: the account's conversions in the browser's time zone, saved", async () => {
    const dialog = await open();
    const start = isoDay(Date.now() - 7 * DAY);
    const end = isoDay(Date.now() - DAY);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Скачать' }));
    const file = `Post-view Еженедельный ${start} — ${end}.xlsx`;
    await screen.findByText(`Файл «${file}» скачан`);
    expect(saved).toEqual([file]);
    const [call] = calls;
    expect(Object.fromEntries(call.address.searchParams)).toEqual({
      accountId: ORDER.accountId,
      startTimeISO: `${start}T00:00:00.000Z`,
      endTimeISO: `${end}T00:00:00.000Z`,
      offsetTime: String(-new Date().getTimezoneOffset()),
    });
    expect(new Headers(call.init.headers).get('x-excel-columns')!.split(',')).toEqual([
      'time',
      'event',
      'typeConversion',
      'totalConversions',
      'totalUniques',
      'conversionsAfterCampaign',
      'uniquesAfterCampaign',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a period that ends before it starts, asking nothing of the platform', async () => {
    const dialog = await open();
    const end = await within(dialog).findByRole('group', { name: /^По/ });
    const user = userEvent.setup();
    await waitFor(() => expect(end.querySelectorAll('[contenteditable="true"]')).toHaveLength(3));
    await user.click(end.querySelectorAll<HTMLElement>('[contenteditable="true"]')[0]);
    await user.keyboard('01012020');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Скачать' }));
    await within(dialog).findByText('Укажите период: дата окончания не раньше даты начала, не больше 93 дней');
    expect(calls).toHaveLength(0);
  });
});
