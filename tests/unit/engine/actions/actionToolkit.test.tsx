import AddIcon from '@mui/icons-material/Add';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, RecordContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionButton, ActionDialog, failureText } from '../../../../src/engine';
import { i18nProvider } from '../../../../src/i18n';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../../src/providers/httpClient';

// The custom actions' toolkit of the engine's public API: one way to word a failure, one action
// button (one click, one request), one dialog over a call body's schema.

afterEach(cleanup);

const RETRY = 'Не удалось скопировать кампанию. Попробуйте позже';

describe('failureText: a failure in Russian', () => {
  it("no answer at all: the action's retry-later text", () => {
    expect(failureText(new ApiError(NETWORK_ERROR_MESSAGE, 0, null), RETRY)).toBe(RETRY);
    expect(failureText(new TypeError('Failed to fetch'), RETRY)).toBe(RETRY);
    expect(failureText(undefined, RETRY)).toBe(RETRY);
  });

  it('a server failure: the retry-later text, never its technical words', () => {
    expect(failureText(new ApiError('Internal', 500, { message: 'Internal Server Error' }), RETRY)).toBe(RETRY);
    expect(failureText(new ApiError('Bad gateway', 502, null), RETRY)).toBe(RETRY);
  });

  it('refused input: the field messages, each once, at most three', () => {
    const error = new ApiError('invalid', 400, {
      message: 'Обязательные поля не заполнены или заполнены неверно',
      errors: {
        '/name': 'Обязательное поле',
        '/copyCreatives': 'Должно быть логическим значением',
        '/id': 'Обязательное поле',
        '/a': 'Четвёртое',
        '/b': 'Пятое',
      },
    });
    expect(failureText(error, RETRY)).toBe('Обязательное поле. Должно быть логическим значением. Четвёртое');
  });

  it("a 4xx with a message of its own: the server's words", () => {
    expect(failureText(new ApiError('x', 400, { message: 'Сумма списания больше баланса агентства' }), RETRY)).toBe(
      'Сумма списания больше баланса агентства',
    );
    expect(
      failureText(
        new ApiError('x', 409, {
          message: 'Невозможно удалить размещение. Это единственное размещение выбранное в кампании.',
        }),
        RETRY,
      ),
    ).toBe('Невозможно удалить размещение. Это единственное размещение выбранное в кампании.');
    expect(failureText(new ApiError('x', 400, null), RETRY)).toBe(RETRY);
  });

  it("403 and 404: the server's words, or a Russian text of their own", () => {
    expect(failureText(new ApiError('Forbidden', 403, null), RETRY)).toBe('Недостаточно прав для выполнения действия');
    expect(failureText(new ApiError('x', 403, { message: 'Запись принадлежит другому кабинету' }), RETRY)).toBe(
      'Запись принадлежит другому кабинету',
    );
    expect(failureText(new ApiError('Not Found', 404, null), RETRY)).toBe('Запись не найдена');
  });

  it("409 without the server's words: the action's own words for it, else the retry-later text", () => {
    const ONLY = 'Невозможно удалить размещение. Это единственное размещение выбранное в кампании.';
    expect(failureText(new ApiError('Conflict', 409, null), RETRY, ONLY)).toBe(ONLY);
    expect(failureText(new ApiError('Conflict', 409, null), RETRY)).toBe(RETRY);
    expect(failureText(new ApiError('x', 409, { message: 'Кампания изменена. Повторите попытку' }), RETRY, ONLY)).toBe(
      'Кампания изменена. Повторите попытку',
    );
    // Only a conflict: another refusal keeps its own rule.
    expect(failureText(new ApiError('Not Found', 404, null), RETRY, ONLY)).toBe('Запись не найдена');
  });

  it('429: how long to wait, from Retry-After or the body, else later', () => {
    expect(failureText(new ApiError('x', 429, null, new Headers({ 'Retry-After': '30' })), RETRY)).toBe(
      'Слишком много запросов. Повторите через 30 с',
    );
    expect(failureText(new ApiError('x', 429, { retryAfter: 7 }), RETRY)).toBe(
      'Слишком много запросов. Повторите через 7 с',
    );
    expect(failureText(new ApiError('x', 429, { message: 'Too Many Requests' }), RETRY)).toBe(
      'Слишком много запросов. Повторите позже',
    );
  });
});

function Harness({ children }: { children: React.ReactNode }) {
  return (
    <MemoryRouter>
      <AdminContext dataProvider={{} as DataProvider} i18nProvider={i18nProvider}>
        {children}
      </AdminContext>
    </MemoryRouter>
  );
}

/** A promise the test settles when it wants: the call "runs" until then. */
function pending() {
  let resolve!: (value: unknown) => void;
  const promise = new Promise((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('ActionButton: progress, one click one request', () => {
  it('a double click sends one request; the button is disabled and shows progress while it runs', async () => {
    const call = pending();
    const onRun = vi.fn(() => call.promise);
    render(
      <Harness>
        <ActionButton label="Создать копию" icon={<AddIcon />} onRun={onRun} />
      </Harness>,
    );
    const button = screen.getByRole('button', { name: 'Создать копию' });
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(onRun).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    expect(within(button).getByRole('progressbar')).toBeInTheDocument();
    fireEvent.click(button);
    expect(onRun).toHaveBeenCalledTimes(1);

    await act(async () => call.resolve(undefined));
    expect(button).toBeEnabled();
    expect(within(button).queryByRole('progressbar')).toBeNull();
    fireEvent.click(button);
    expect(onRun).toHaveBeenCalledTimes(2);
  });

  it('asks first when told to; confirming twice still sends one request; cancelling sends none', async () => {
    const call = pending();
    const onRun = vi.fn(() => call.promise);
    render(
      <Harness>
        <ActionButton
          label="Удалить"
          icon={<AddIcon />}
          confirm={{ title: 'Удалить «%{name}»?', content: 'Это нельзя отменить', options: { name: 'Ромашка' } }}
          onRun={onRun}
        />
      </Harness>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Удалить «Ромашка»?');
    fireEvent.click(within(dialog).getByRole('button', { name: /Отмена/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onRun).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Удалить' });
    act(() => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    expect(onRun).toHaveBeenCalledTimes(1);
    await act(async () => call.resolve(undefined));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe("ActionDialog: a form over a call body's schema", () => {
  it("renders the schema's fields with their Russian labels and submits the typed values", async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(
      <Harness>
        <ActionDialog
          title="Копировать кампанию"
          submitLabel="Копировать"
          schemaId="campaignCopy"
          sources={['name', 'copyCreatives']}
          record={{ id: 'a'.repeat(24), name: 'Осень', copyCreatives: true }}
          failure="kabinet.campaigns.copyFailed"
          onSubmit={onSubmit}
          onClose={() => undefined}
        />
      </Harness>,
    );
    const dialog = screen.getByRole('dialog');
    const name = within(dialog).getByLabelText(/Название копии/);
    expect(within(dialog).getByLabelText(/Скопировать креативы/)).toBeChecked();
    fireEvent.change(name, { target: { value: 'Осень (копия)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Копировать' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ id: 'a'.repeat(24), name: 'Осень (копия)', copyCreatives: true });
  });

  it('starts from the values it is given, never from the record of the screen around it', () => {
    render(
      <Harness>
        <RecordContextProvider value={{ id: 'a'.repeat(24), name: 'Кампания на экране' }}>
          <ActionDialog
            title="Копировать"
            submitLabel="Копировать"
            schemaId="campaignCopy"
            sources={['name']}
            failure="kabinet.campaigns.copyFailed"
            onSubmit={async () => undefined}
            onClose={() => undefined}
          />
        </RecordContextProvider>
      </Harness>,
    );
    expect(within(screen.getByRole('dialog')).getByLabelText(/Название копии/)).toHaveValue('');
  });

  it("refuses what the schema refuses before anything is sent, with the schema's Russian message", async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(
      <Harness>
        <ActionDialog
          title="Копировать"
          submitLabel="Копировать"
          schemaId="campaignCopy"
          sources={['name']}
          record={{ id: 'a'.repeat(24) }}
          failure="kabinet.campaigns.copyFailed"
          onSubmit={onSubmit}
          onClose={() => undefined}
        />
      </Harness>,
    );
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Копировать' }));
    await screen.findByText('Обязательное поле');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("a refused call: the server's field message lands on its field, the dialog stays with the values", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError('invalid', 400, {
        message: 'Обязательные поля не заполнены или заполнены неверно',
        errors: { '/name': 'Кампания с таким названием уже есть' },
      });
    });
    const onClose = vi.fn();
    render(
      <Harness>
        <ActionDialog
          title="Копировать"
          submitLabel="Копировать"
          schemaId="campaignCopy"
          sources={['name']}
          record={{ id: 'a'.repeat(24), name: 'Осень' }}
          failure="kabinet.campaigns.copyFailed"
          onSubmit={onSubmit}
          onClose={onClose}
        />
      </Harness>,
    );
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Копировать' }));
    await within(dialog).findByText('Кампания с таким названием уже есть');
    expect(within(dialog).getByLabelText(/Название копии/)).toHaveValue('Осень');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a problem found before calling is said in the dialog; a double submit sends one call', async () => {
    const call = pending();
    const onSubmit = vi
      .fn()
      .mockResolvedValueOnce('Выберите файл')
      .mockImplementation(() => call.promise);
    render(
      <Harness>
        <ActionDialog
          title="Загрузить"
          submitLabel="Загрузить"
          failure="kabinet.bigLists.uploadFailed"
          onSubmit={onSubmit}
          onClose={() => undefined}
        >
          <p>Файл не выбран</p>
        </ActionDialog>
      </Harness>,
    );
    const dialog = screen.getByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Загрузить' });
    fireEvent.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Выберите файл');
    act(() => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    await waitFor(() => expect(submit).toBeDisabled());
    fireEvent.submit(submit.closest('form')!);
    await new Promise((done) => setTimeout(done, 50));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    await act(async () => call.resolve(undefined));
    await waitFor(() => expect(submit).toBeEnabled());
  });
});
