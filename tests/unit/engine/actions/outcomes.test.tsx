import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, Form, useNotificationContext, useTranslate, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldError, isRetryLater, retryAfterSeconds, useTell } from '../../../../src/engine/actions';
import { SchemaInputs, useBulkRun, useRunner, useSchemaFields } from '../../../../src/engine';
import { i18nProvider } from '../../../../src/i18n';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../../src/providers/httpClient';

// The rest of the custom actions' toolkit (src/engine/actions): how a call's outcome is told as a
// toast, how a refused call's reasons are read, and the schema inputs of a call body.

afterEach(cleanup);

/** The toasts told so far, as "type: text" in Russian. */
function Toasts() {
  const { notifications } = useNotificationContext();
  const translate = useTranslate();
  return (
    <ul hidden>
      {notifications.map((n, i) => (
        <li
          key={i}
          data-toast=""
        >{`${n.type}: ${translate(String(n.message), n.notificationOptions?.messageArgs)}`}</li>
      ))}
    </ul>
  );
}
const toasts = () => [...document.querySelectorAll('[data-toast]')].map((li) => li.textContent);

function Harness({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <AdminContext dataProvider={{} as DataProvider} i18nProvider={i18nProvider}>
        <Toasts />
        {children}
      </AdminContext>
    </MemoryRouter>
  );
}

const RETRY = 'kabinet.campaigns.copyFailed';
const refused = (errors: Record<string, string>) =>
  new ApiError('invalid', 400, { message: 'Неверные данные', errors });

describe('reading a failed call', () => {
  it('retryAfterSeconds: the wait a 429 asks for, from Retry-After or the body, rounded up', () => {
    expect(retryAfterSeconds(new ApiError('x', 429, null, new Headers({ 'Retry-After': '30' })))).toBe(30);
    expect(retryAfterSeconds(new ApiError('x', 429, { retryAfter: 2.2 }))).toBe(3);
    expect(retryAfterSeconds(new ApiError('x', 429, null))).toBeNull();
    expect(retryAfterSeconds(undefined)).toBeNull();
  });

  it('isRetryLater: no answer or a server failure, not a refusal with reasons', () => {
    expect(isRetryLater(new ApiError(NETWORK_ERROR_MESSAGE, 0, null))).toBe(true);
    expect(isRetryLater(new ApiError('x', 503, null))).toBe(true);
    expect(isRetryLater(refused({ '/name': 'Обязательное поле' }))).toBe(false);
    expect(isRetryLater(new ApiError('x', 403, null))).toBe(false);
  });

  it("fieldError: one field's message, by JSON Pointer or plain name", () => {
    const error = refused({ '/cabinetId': 'Кабинет не найден', period: 'Неверный период' });
    expect(fieldError(error, 'cabinetId')).toBe('Кабинет не найден');
    expect(fieldError(error, 'period')).toBe('Неверный период');
    expect(fieldError(error, 'name')).toBeUndefined();
    expect(fieldError(new Error('x'), 'name')).toBeUndefined();
  });
});

describe('telling an outcome', () => {
  it('useTell: a success toast with its arguments and the result; a failure in Russian and undefined', async () => {
    const { result } = renderHook(() => useTell(), { wrapper: Harness });
    let answer: unknown;
    await act(async () => {
      answer = await result.current(async () => 'Осень', {
        success: (name) => ['kabinet.campaigns.xlsxReady', { name }],
        failure: RETRY,
      });
    });
    expect(answer).toBe('Осень');
    await act(async () => {
      answer = await result.current(
        async () => {
          throw new ApiError('x', 500, null);
        },
        { failure: RETRY },
      );
    });
    expect(answer).toBeUndefined();
    expect(toasts()).toEqual(['success: Файл Осень скачан', `error: ${i18nProvider.translate(RETRY)}`]);
  });

  it('useRunner: busy while the call runs, and one call at a time', async () => {
    const finishes: (() => void)[] = [];
    const { result } = renderHook(() => useRunner(), { wrapper: Harness });
    const call = () =>
      new Promise<void>((done) => {
        finishes.push(done);
      });
    let first!: Promise<unknown>;
    act(() => {
      first = result.current.run(call, { failure: RETRY });
    });
    expect(result.current.busy).toBe(true);
    let second!: Promise<unknown>;
    act(() => {
      second = result.current.run(call, { failure: RETRY });
    });
    expect(finishes).toHaveLength(1);
    await act(async () => {
      finishes.forEach((finish) => finish());
      await Promise.all([first, second]);
    });
    expect(result.current.busy).toBe(false);
  });

  it('useBulkRun: how many went through, and the one shared reason of the others', async () => {
    const { result } = renderHook(() => useBulkRun(), { wrapper: Harness });
    let failed = -1;
    await act(async () => {
      failed = await result.current(
        ['a', 'b', 'c'],
        async (id) => {
          if (id !== 'a') throw new ApiError('x', 403, null);
        },
        { success: 'kabinet.campaigns.xlsxReady', failure: RETRY },
      );
    });
    expect(failed).toBe(2);
    expect(toasts()[1]).toBe('error: Недостаточно прав для выполнения действия');
  });

  it('useBulkRun: different reasons are counted (partlyFailed)', async () => {
    const { result } = renderHook(() => useBulkRun(), { wrapper: Harness });
    await act(async () => {
      await result.current(
        ['a', 'b'],
        async (id) => {
          throw id === 'a' ? new ApiError('x', 403, null) : new ApiError('x', 404, null);
        },
        { success: RETRY, failure: RETRY, partlyFailed: 'kabinet.field.items' },
      );
    });
    expect(toasts()).toEqual(['error: 2 элемента']);
  });
});

describe("a call body's inputs", () => {
  it("useSchemaFields: the schema's fields, or only the named ones in the order named", () => {
    const { result } = renderHook(() => useSchemaFields('campaignCopy', ['copyCreatives', 'name']));
    expect(result.current.map((f) => f.source)).toEqual(['copyCreatives', 'name']);
    const all = renderHook(() => useSchemaFields('campaignCopy')).result.current.map((f) => f.source);
    expect(all).toEqual(expect.arrayContaining(['name', 'copyCreatives']));
  });

  it("SchemaInputs: the generated inputs with the schema's Russian labels", async () => {
    render(
      <Harness>
        <Form>
          <SchemaInputs schemaId="campaignCopy" sources={['name', 'copyCreatives']} />
        </Form>
      </Harness>,
    );
    await waitFor(() => expect(screen.getByLabelText(/Название копии/)).toBeInTheDocument());
    expect(screen.getByLabelText(/Скопировать креативы/)).toBeInTheDocument();
  });
});
