import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetListQueries, rememberListQuery } from '../../../../../src/engine/views/listQuery';
import type { StubbedCall } from '../../../providers/fetchStub';
import { contractChecked, renderActions, stubPlatform } from './resourceScreen';

const SSP = { id: 'sever_traffic', sysname: 'sever_traffic', name: 'Северный трафик', active: true, version: 3 };
const OTHER = { id: 'mediapotok', sysname: 'mediapotok', name: 'МедиаПоток', active: false, version: 1 };
let calls: StubbedCall[] = [];

afterEach(() => {
  cleanup();
  contractChecked(calls);
  forgetListQueries();
});

describe("an SSP's page: back to the list", () => {
  it("goes back to the list as it was left, with the edit screen's differing query over it", async () => {
    calls = stubPlatform({});
    rememberListQuery('/system/ssps/list', '?filter=%7B%22active%22%3Atrue%7D&page=2&perPage=25');
    renderActions('ssps', 'record', { record: SSP, at: '/system/ssps/edit/sever_traffic?page=3' });
    fireEvent.click(await screen.findByText('К списку SSP'));
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/system/ssps/list?filter={"active":true}&page=3&perPage=25',
    );
  });
});

describe("an SSP's status (the status transition, PUT /ssp/{sysname}/status)", () => {
  it('«Отключить» asks first, then sends the version and tells it', async () => {
    calls = stubPlatform({ 'PUT /ssp/sever_traffic/status': { body: { ...SSP, active: false } } });
    renderActions('ssps', 'record', { record: SSP });
    expect(screen.queryByRole('button', { name: 'Включить' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Отключить' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Отключить SSP Северный трафик?');
    expect(calls).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отключить' }));
    await screen.findByText('SSP Северный трафик отключена');
    const [call] = calls;
    expect([
      call.init.method,
      JSON.parse(String(call.init.body)),
      new Headers(call.init.headers).get('If-Match'),
    ]).toEqual(['PUT', { active: false }, '3']);
  });

  it('the selection: one call per SSP, then the count', async () => {
    calls = stubPlatform({
      'PUT /ssp/sever_traffic/status': { body: SSP },
      'PUT /ssp/mediapotok/status': { body: OTHER },
    });
    renderActions('ssps', 'bulk', { selected: [SSP, OTHER] });
    fireEvent.click(await screen.findByRole('button', { name: 'Включить' }));
    await screen.findByText('Включено SSP: 2');
    expect(calls.map((c) => [c.address.pathname, JSON.parse(String(c.init.body))])).toEqual([
      ['/ssp/sever_traffic/status', { active: true }],
      ['/ssp/mediapotok/status', { active: true }],
    ]);
  });
});

describe("an SSP's user-matching key (GET and POST /ssp/usermatching)", () => {
  let key: string | null;
  beforeEach(() => {
    key = null;
    calls = stubPlatform({
      'GET /ssp/usermatching': () => ({ body: { sysname: SSP.id, key } }),
      'POST /ssp/usermatching': () => {
        key = key ? 'b'.repeat(32) : 'a'.repeat(32);
        return { body: { sysname: SSP.id, key } };
      },
    });
  });
  const open = async () => {
    renderActions('ssps', 'record', { record: SSP });
    fireEvent.click(await screen.findByRole('button', { name: 'Ключ сопоставления пользователей' }));
    return screen.findByRole('dialog', { name: 'Ключ сопоставления пользователей: Северный трафик' });
  };

  it('says there is none yet, issues one at once and shows it; the key is copied', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const dialog = await open();
    await within(dialog).findByText('Ключ ещё не выпущен');
    expect(calls.map((c) => c.url)).toEqual(['/ssp/usermatching?sysname=sever_traffic']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Выпустить ключ' }));
    await screen.findByText('Новый ключ сопоставления пользователей выпущен');
    await within(dialog).findByText('a'.repeat(32));
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(JSON.parse(String(post.init.body))).toEqual({ sysname: 'sever_traffic' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Скопировать' }));
    await screen.findByText('Ключ скопирован в буфер обмена');
    expect(writeText).toHaveBeenCalledWith('a'.repeat(32));
  });

  it('asks before a new key replaces the one the SSP has', async () => {
    key = 'a'.repeat(32);
    const dialog = await open();
    await within(dialog).findByText('a'.repeat(32));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Выпустить новый ключ' }));
    await within(dialog).findByText(/Прежний ключ перестанет действовать/);
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);
    const confirm = within(dialog).getAllByRole('button', { name: 'Выпустить новый ключ' });
    fireEvent.click(confirm[0]);
    await within(dialog).findByText('b'.repeat(32));
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(1);
  });

  it('tells a key that cannot be read, in Russian', async () => {
    calls = stubPlatform({ 'GET /ssp/usermatching': { status: 503, body: {} } });
    renderActions('ssps', 'record', { record: SSP });
    fireEvent.click(await screen.findByRole('button', { name: 'Ключ сопоставления пользователей' }));
    await screen.findAllByText('Не удалось получить ключ сопоставления пользователей. Попробуйте позже');
    expect(screen.queryByRole('button', { name: /Выпустить/ })).toBeNull();
  });
});

describe('«Экспорт в Excel» of the selected SSPs (GET /v2/ssp-list as a spreadsheet)', () => {
  it('asks for the selection by name with the columns and their Russian titles, and saves the file', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    calls = stubPlatform({ 'GET /v2/ssp-list': { file: 'PK' } });
    renderActions('ssps', 'bulk', { selected: [SSP, OTHER] });
    fireEvent.click(await screen.findByRole('button', { name: 'Экспорт в Excel' }));
    const file = `SSP ${new Date().toLocaleDateString('ru-RU')}.xlsx`;
    await screen.findByText(`Список SSP выгружен в файл ${file}`);
    expect(saved).toEqual([file]);
    const [call] = calls;
    expect(call.address.pathname).toBe('/v2/ssp-list');
    expect(call.address.searchParams.get('ids')).toBe('sever_traffic,mediapotok');
    expect(call.address.searchParams.get('sort')).toBe('name');
    const headers = new Headers(call.init.headers);
    expect(headers.get('x-excel-columns')).toBe(
      'name,sysname,active,protocol,formats,endpointUrl,currency,timeoutMs,qpsLimit,fee,createdAt',
    );
    const titles = headers.get('x-excel-header')!.split(',').map(decodeURIComponent);
    expect(titles.slice(0, 3)).toEqual(['Название', 'Системное имя', 'Активна']);
    expect(titles).toHaveLength(11);
    click.mockRestore();
  });
});
