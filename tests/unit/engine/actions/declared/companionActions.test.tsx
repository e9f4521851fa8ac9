import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StubbedCall } from '../../../providers/fetchStub';
import { contractChecked, renderActions, stubPlatform } from './resourceScreen';

const OFF = { id: 'a'.repeat(24), name: 'Пекарня «Колосок»', enabled: false, score: 50, version: 3 };
const ON = { id: 'b'.repeat(24), name: 'Кофейня «Бариста»', enabled: true, score: 80, version: 1 };
let calls: StubbedCall[] = [];

afterEach(() => {
  cleanup();
  contractChecked(calls);
});

const sent = (call: StubbedCall) => ({
  method: call.init.method,
  path: call.address.pathname,
  body: JSON.parse(String(call.init.body)) as unknown,
  ifMatch: new Headers(call.init.headers).get('If-Match'),
});

describe("a companion's status on its card (the status transition, PUT /v2/companions/{id}/status)", () => {
  it('a disabled one offers «Включить» alone, sends its version, and tells it is on', async () => {
    calls = stubPlatform({ [`PUT /v2/companions/${OFF.id}/status`]: { body: { ...OFF, enabled: true, version: 4 } } });
    renderActions('companions', 'record', { record: OFF });
    fireEvent.click(await screen.findByRole('button', { name: 'Включить' }));
    await screen.findByText('Компаньон Пекарня «Колосок» включён');
    expect(screen.queryByRole('button', { name: 'Выключить' })).toBeNull();
    expect(calls.map(sent)).toEqual([
      { method: 'PUT', path: `/v2/companions/${OFF.id}/status`, body: { enabled: true }, ifMatch: '3' },
    ]);
  });

  it('an enabled one offers «Выключить»; a change someone made meanwhile is told in Russian', async () => {
    calls = stubPlatform({
      [`PUT /v2/companions/${ON.id}/status`]: { status: 409, body: { message: 'Уже в состоянии «Выключен»' } },
    });
    renderActions('companions', 'record', { record: ON });
    expect(screen.queryByRole('button', { name: 'Включить' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Выключить' }));
    await screen.findByText('Уже в состоянии «Выключен»');
  });
});

describe('the status of the selected companions', () => {
  it('one call per companion, then the count', async () => {
    calls = stubPlatform({
      [`PUT /v2/companions/${OFF.id}/status`]: { body: OFF },
      [`PUT /v2/companions/${ON.id}/status`]: { body: ON },
    });
    renderActions('companions', 'bulk', { selected: [OFF, ON] });
    fireEvent.click(await screen.findByRole('button', { name: 'Выключить' }));
    await screen.findByText('Выключено компаньонов: 2');
    expect(calls.map((c) => [c.address.pathname, JSON.parse(String(c.init.body))])).toEqual([
      [`/v2/companions/${OFF.id}/status`, { enabled: false }],
      [`/v2/companions/${ON.id}/status`, { enabled: false }],
    ]);
  });
});

describe('«Изменить оценку» (PUT /v2/companions/score {id, score})', () => {
  it('starts from the score it has, refuses one out of 0–100 at the field, and tells the new one', async () => {
    calls = stubPlatform({ 'PUT /v2/companions/score': { body: { ...OFF, score: 70 } } });
    renderActions('companions', 'record', { record: OFF });
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить оценку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Оценка компаньона Пекарня «Колосок»' });
    const input = await within(dialog).findByLabelText(/Оценка от 0 до 100/);
    expect(input).toHaveValue('50');
    fireEvent.change(input, { target: { value: '101' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await within(dialog).findByText('Оценка — целое число от 0 до 100');
    expect(calls).toHaveLength(0);
    fireEvent.change(input, { target: { value: '70' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Оценка компаньона Пекарня «Колосок»: 70');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.map(sent)).toEqual([
      { method: 'PUT', path: '/v2/companions/score', body: { id: OFF.id, score: 70 }, ifMatch: null },
    ]);
  });
});
