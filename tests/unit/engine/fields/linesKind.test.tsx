import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, RecordContextProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyseProperty } from '../../../../src/engine/analyse';
import { FieldInput } from '../../../../src/engine/fields/fieldInput';
import { FieldView } from '../../../../src/engine/fields/render';
import { catalog } from '../../../../src/engine/load';
import { createSchemaSet } from '../../../../src/engine/schema/schemaSet';
import { i18nProvider } from '../../../../src/i18n';

// x-kind "lines": a long list of ids typed one per line and shown by its size, declared in the
// schema (a custom segment's ids) instead of a resource's own input.
const codes = analyseProperty(
  createSchemaSet({}),
  'codes',
  {
    type: 'array',
    title: 'Коды',
    description: 'По одному коду в строке',
    'x-kind': 'lines',
    items: { type: 'string' },
  },
  'codes',
  true,
);

afterEach(cleanup);

function wrap(children: React.ReactNode) {
  return render(
    <AdminContext dataProvider={{} as DataProvider} i18nProvider={i18nProvider}>
      {children}
    </AdminContext>,
  );
}

describe('long lists of values (x-kind "lines")', () => {
  it('is the kind of a custom segment’s ids', () => {
    const ids = catalog.fields(catalog.byKey('customSegments')!).find((f) => f.name === 'ids');
    expect(ids?.kind).toBe('lines');
  });

  it('is typed one per line: the form holds the trimmed values, the count is under the box', async () => {
    const submit = vi.fn();
    wrap(
      <Form onSubmit={submit} record={{ codes: ['old'] }}>
        <FieldInput field={codes} mode="edit" />
        <button type="submit">Сохранить</button>
      </Form>,
    );
    const box = screen.getByRole('textbox', { name: /Коды/ });
    expect(box).toHaveValue('old');
    fireEvent.change(box, { target: { value: ' a1 \n\nb2\nc3\n' } });
    // Typed text stays as typed; the count is of the values.
    expect(box).toHaveValue(' a1 \n\nb2\nc3\n');
    expect(screen.getByText('По одному коду в строке · Всего: 3')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(submit.mock.calls[0][0]).toEqual({ codes: ['a1', 'b2', 'c3'] });
  });

  it('is shown by its count and the first five values', () => {
    wrap(
      <RecordContextProvider value={{ id: 1, codes: ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7'] }}>
        <FieldView field={codes} />
      </RecordContextProvider>,
    );
    return waitFor(() => {
      expect(screen.getByText('Всего: 7')).toBeVisible();
      expect(screen.getByText('c5')).toBeVisible();
      expect(screen.queryByText('c6')).toBeNull();
      expect(screen.getByText('и ещё 2')).toBeVisible();
    });
  });
});
