import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, type DataProvider } from 'react-admin';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyseProperty } from '../../../../src/engine/analyse';
import { FieldInput } from '../../../../src/engine/fields/fieldInput';
import { schemaSet } from '../../../../src/engine/load';
import { i18nProvider } from '../../../../src/i18n';
import type { StoredFile, UploadOptions } from '../../../../src/providers/calls/storage';
import { ApiError } from '../../../../src/providers/httpClient';

// The file field kind (x-file) in a form: a file is checked against the schema's rules in the
// browser (a refused one is never sent, the Russian message is at the field), uploaded naming its
// field with progress, previewed, and can be removed.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const companion = schemaSet.get('companion');
const fileInfo = analyseProperty(schemaSet, 'fileInfo', companion.properties!.fileInfo, 'fileInfo', true, 'companion');

/** The form's value of the field, as saving would send it. */
function Value() {
  const value = useWatch({ name: 'fileInfo' }) as unknown;
  return <output data-testid="value">{JSON.stringify(value ?? null)}</output>;
}

function renderField(uploadFile: (file: File, options: UploadOptions) => Promise<StoredFile>) {
  const dataProvider = { uploadFile: vi.fn(uploadFile) } as unknown as DataProvider & {
    uploadFile: ReturnType<typeof vi.fn>;
  };
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <Form>
          <FieldInput field={fileInfo} mode="create" />
          <Value />
        </Form>
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider.uploadFile;
}

const png = (name = 'banner.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });
const stored: StoredFile = {
  id: 'f1',
  url: '/storage/files/f1.png',
  name: 'banner.png',
  size: 8,
  mimeType: 'image/png',
};

const picker = () => screen.findByTestId('file-fileInfo');

describe('a file field', () => {
  it('is a file kind, with the rules of its schema', () => {
    expect(fileInfo).toMatchObject({
      kind: 'file',
      owner: 'companion',
      file: { accept: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] },
    });
  });

  it('uploads a chosen file naming its field, shows the progress, then the preview; the form keeps the stored file', async () => {
    let finish!: (file: StoredFile) => void;
    const upload = renderField((_file, options) => {
      options.onProgress?.(0.4);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    fireEvent.change(await picker(), { target: { files: [png()] } });
    await screen.findByText('Загрузка файла… 40 %');
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0][1]).toMatchObject({ field: { schema: 'companion', path: 'fileInfo' } });
    finish(stored);
    expect(await screen.findByRole('img', { name: 'banner.png' })).toHaveProperty(
      'src',
      expect.stringContaining('/storage/files/f1.png'),
    );
    expect(screen.getByTitle('banner.png')).toBeTruthy();
    expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual(stored);
    expect(screen.queryByText(/Загрузка файла/)).toBeNull();
  });

  it('takes a file dropped on its area', async () => {
    const upload = renderField(async () => stored);
    const area = (await screen.findByText('Перетащите файл сюда или выберите его')).closest('.MuiPaper-root')!;
    fireEvent.drop(area, { dataTransfer: { files: [png()] } });
    await screen.findByRole('img', { name: 'banner.png' });
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('refuses a file of a type the schema does not take, in Russian at the field, and sends nothing', async () => {
    const upload = renderField(async () => stored);
    fireEvent.change(await picker(), {
      target: { files: [new File(['не картинка'], 'прайс.txt', { type: 'text/plain' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Не допустимый формат файла');
    expect(upload).not.toHaveBeenCalled();
    expect(screen.getByTestId('value').textContent).toBe('null');
  });

  it('warns above the recommended size and still uploads', async () => {
    const upload = renderField(async () => stored);
    const heavy = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(await picker(), { target: { files: [heavy] } });
    await screen.findByText(/больше рекомендуемых 5 МБ/);
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
  });

  it('removes the file: the form no longer holds it and the drop area is back', async () => {
    renderField(async () => stored);
    fireEvent.change(await picker(), { target: { files: [png()] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить файл' }));
    expect(screen.getByTestId('value').textContent).toBe('null');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Выбрать файл' })).toBeTruthy();
  });

  it("shows the storage's refusal (over the cabinet's quota) at the field and keeps no file", async () => {
    // react-admin logs every failed data-provider call; this one is expected.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const quota = 'Хранилище кабинета заполнено: файлам одного кабинета отведено 1024 МБ. Файл не сохранён';
    renderField(async () => {
      throw new ApiError(quota, 413, { message: quota, errors: { '/file': quota } });
    });
    fireEvent.change(await picker(), { target: { files: [png()] } });
    expect((await screen.findAllByText(quota)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('value').textContent).toBe('null');
  });
});

describe("a file field keeping the file's id (its address in a sibling)", () => {
  const slide = schemaSet.resolve({ $ref: 'brandlift#/$defs/slide' });
  const media = analyseProperty(schemaSet, 'cdnFileId', slide.properties!.cdnFileId, 'cdnFileId', false, 'brandlift');

  function Slide() {
    const value = useWatch({ name: 'slides.0' }) as unknown;
    return <output data-testid="slide">{JSON.stringify(value ?? null)}</output>;
  }

  it('shows the file from its address, replaces both on upload and clears both on remove', async () => {
    const uploaded: StoredFile = {
      id: 'b'.repeat(24),
      url: '/storage/files/new.mp4',
      name: 'ролик.mp4',
      size: 2048,
      mimeType: 'video/mp4',
    };
    const uploadFile = vi.fn(async () => uploaded);
    render(
      <MemoryRouter>
        <AdminContext dataProvider={{ uploadFile } as unknown as DataProvider} i18nProvider={i18nProvider}>
          <Form
            defaultValues={{
              slides: [{ cdnFileId: 'a'.repeat(24), storageUrl: '/storage/files/old.png', question: 'Вопрос' }],
            }}
          >
            <FieldInput field={{ ...media, source: 'slides.0.cdnFileId', label: 'Медиа слайда 1' }} mode="edit" />
            <Slide />
          </Form>
        </AdminContext>
      </MemoryRouter>,
    );
    const picture = await screen.findByRole('img', { name: 'Медиа слайда 1' });
    expect(picture).toHaveProperty('src', expect.stringContaining('/storage/files/old.png'));
    // No sibling to compare an image's pixels with: no warning once it loads.
    fireEvent.load(picture);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(await screen.findByTestId('file-slides.0.cdnFileId'), {
      target: { files: [new File(['x'], 'ролик.mp4', { type: 'video/mp4' })] },
    });
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('slide').textContent!)).toMatchObject({
        cdnFileId: uploaded.id,
        storageUrl: uploaded.url,
      }),
    );
    expect(uploadFile.mock.calls[0]).toMatchObject([
      expect.anything(),
      { field: { schema: 'brandlift', path: 'slides.0.cdnFileId' } },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Удалить файл' }));
    const cleared = JSON.parse(screen.getByTestId('slide').textContent!) as Record<string, unknown>;
    expect(cleared.cdnFileId ?? null).toBeNull();
    expect(cleared.storageUrl ?? null).toBeNull();
    expect(cleared.question).toBe('Вопрос');
  });
});

describe("a file picked in a dialog (sent by the dialog's own call)", () => {
  it("takes a file of the rule's types, refuses another in Russian at the field, and removes it", async () => {
    const { FilePicker } = await import('../../../../src/engine/fields/filePicker');
    const chosen: (File | null)[] = [];
    function Picker() {
      const [file, setFile] = useState<File | null>(null);
      return (
        <FilePicker
          label="Файл с идентификаторами"
          rule={{ accept: ['.txt', '.csv'] }}
          value={file}
          onChange={(f) => {
            chosen.push(f);
            setFile(f);
          }}
          testId="pick"
        />
      );
    }
    render(<Picker />);
    fireEvent.change(screen.getByTestId('pick'), { target: { files: [png()] } });
    expect(screen.getByRole('alert').textContent).toBe('Не допустимый формат файла');
    expect(chosen).toEqual([]);
    fireEvent.change(screen.getByTestId('pick'), {
      target: { files: [new File(['id1\n'], 'ids.csv', { type: 'text/csv' })] },
    });
    expect(screen.getByText('ids.csv')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Удалить файл' }));
    expect(chosen.map((f) => f?.name ?? null)).toEqual(['ids.csv', null]);
  });
});
