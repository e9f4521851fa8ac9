import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, Form, type DataProvider } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { analyseProperty } from '../../../../src/engine/analyse';
import { FieldInput } from '../../../../src/engine/fields/fieldInput';
import { schemaSet } from '../../../../src/engine/load';
import { i18nProvider } from '../../../../src/i18n';

// A file the record's multipart create sends as a part (x-file.part: a big list's values): the form
// keeps the picked file itself, checked against the field's rules; nothing goes to the storage.

afterEach(cleanup);

const bigList = schemaSet.get('bigList');
const file = analyseProperty(schemaSet, 'file', bigList.properties!.file, 'file', false, 'bigList');

function Value() {
  const value = useWatch({ name: 'file' }) as unknown;
  return <output data-testid="value">{value instanceof File ? `${value.name} ${value.size}` : 'нет'}</output>;
}

function renderField(mode: 'create' | 'edit') {
  const uploadFile = vi.fn();
  render(
    <MemoryRouter>
      <AdminContext dataProvider={{ uploadFile } as unknown as DataProvider} i18nProvider={i18nProvider}>
        <Form>
          <FieldInput field={file} mode={mode} />
          <Value />
        </Form>
      </AdminContext>
    </MemoryRouter>,
  );
  return uploadFile;
}

it('keeps the picked file in the form without uploading it; a refused type stays out with the Russian message', async () => {
  const upload = renderField('create');
  const input = await screen.findByTestId('file-file');
  fireEvent.change(input, { target: { files: [new File(['1'], 'picture.png', { type: 'image/png' })] } });
  await screen.findByText('Не допустимый формат файла');
  expect(screen.getByTestId('value').textContent).toBe('нет');
  fireEvent.change(input, { target: { files: [new File(['10.0.0.1\n'], 'ips.txt', { type: 'text/plain' })] } });
  expect((await screen.findByTitle('ips.txt')).textContent).toContain('ips.txt');
  expect(screen.getByTestId('value').textContent).toBe('ips.txt 9');
  expect(upload).not.toHaveBeenCalled();
});

it('is not on the edit form: the file is sent once and never given back', () => {
  renderField('edit');
  expect(screen.queryByText('Файл со значениями')).toBeNull();
});
