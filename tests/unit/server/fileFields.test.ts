// @vitest-environment node
// File fields (x-file): an upload for a field is held to the types and size its schema declares,
// and a record cannot keep a file its field does not take. Refusals are 400 with the Russian
// message at the field, never 500.
import { describe, expect, it } from 'vitest';
import { seededApi } from './helpers';

const { server, admin, viewer, send } = await seededApi();

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (size: number) => Buffer.concat([PNG_HEAD, Buffer.alloc(size - PNG_HEAD.length, 1)]);

function upload(query: string, fileName: string, bytes: Buffer, headers: Record<string, string> = admin.headers) {
  const boundary = '----kabinet-file-field';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return server.app.inject({
    method: 'POST',
    url: `/storage/uploadfile${query}`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const BAD_FORMAT = 'Не допустимый формат файла';

describe('an upload for a field', () => {
  it('takes a file of a declared type', async () => {
    const res = await upload('?schema=companion&field=fileInfo', 'banner.png', png(200));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'banner.png', mimeType: 'image/png', size: 200 });
  });

  it('keeps the name without right-to-left overrides and other hidden characters', async () => {
    const res = await upload('?schema=companion&field=fileInfo', 'сч\u202eёт\u2066.png\u200f', png(200));
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe('счёт.png');
    // Hidden characters only: nothing left is no name.
    expect((await upload('?schema=companion&field=fileInfo', '\u202e\u202c', png(200))).statusCode).toBe(400);
  });

  it('refuses a type the field does not declare, even one the storage keeps', async () => {
    // A list file on the companion's picture, a document as a slide's picture.
    for (const [query, name, bytes] of [
      ['?schema=companion&field=fileInfo', 'prices.txt', Buffer.from('не картинка')],
      ['?schema=brandlift&field=slides.0.cdnFileId', 'report.pdf', Buffer.from('%PDF-1.4')],
    ] as const) {
      const res = await upload(query, name, bytes);
      expect(res.statusCode, `${query} ${name}`).toBe(400);
      expect(res.json().errors).toEqual({ '/file': BAD_FORMAT });
      expect(res.json().message).toBe(BAD_FORMAT);
    }
  });

  it("refuses a file over the field's declared size with the limit in Russian", async () => {
    const res = await upload('?schema=brandlift&field=slides.0.cdnFileId', 'big.png', png(10 * 1024 * 1024 + 1));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ '/file': 'Файл больше 10 МБ: уменьшите его и загрузите снова' });
    // The answer's own message says the file's problem too, not the generic form text.
    expect(res.json().message).toBe('Файл больше 10 МБ: уменьшите его и загрузите снова');
    expect((await upload('?schema=brandlift&field=slides.0.cdnFileId', 'fits.png', png(1024))).statusCode).toBe(201);
  });

  it('answers 400 for a field that takes no files (or sends its file with its record) or a schema that does not exist', async () => {
    for (const query of [
      '?schema=bigList&field=file',
      '?schema=companion&field=name',
      '?schema=companion&field=nope.deeper',
      '?schema=nothing&field=file',
      '?schema=companion',
      '?field=fileInfo',
    ]) {
      const res = await upload(query, 'banner.png', png(100));
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors).toEqual({ '/field': 'Это поле не принимает файлы' });
    }
  });

  it('lets only the cabinets of that resource upload to it', async () => {
    const res = await upload('?schema=companion&field=fileInfo', 'banner.png', png(100), viewer.headers);
    expect(res.statusCode).toBe(403);
  });
});

describe('a record keeping a file', () => {
  it('is refused at the field when the file is not of a type the field takes', async () => {
    const stored = (await upload('', 'ips.txt', Buffer.from('10.0.0.1\n'))).json();
    const res = await send('POST', '/v2/companions', {
      name: 'Не картинка',
      dimensions: '300x250',
      fileInfo: { ...stored, mimeType: 'image/png' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['/fileInfo']).toBe(BAD_FORMAT);
  });

  it('is refused when it names a stored file of a type its field does not take (uploaded without naming the field)', async () => {
    const list = (await upload('', 'ips.txt', Buffer.from('10.0.0.1\n'))).json();
    const res = await send('POST', '/v2/companions', { name: 'Список', dimensions: '300x250', fileInfo: list });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['/fileInfo']).toBe(BAD_FORMAT);
  });

  it("is refused when the file is not in the storage; the storage's account of a file is what is kept", async () => {
    const picture = (await upload('?schema=companion&field=fileInfo', 'banner.png', png(300))).json();
    const missing = await send('POST', '/v2/companions', {
      name: 'Без файла',
      dimensions: '300x250',
      fileInfo: { ...picture, id: 'f'.repeat(24) },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ '/fileInfo': 'Файл не найден в хранилище: загрузите его заново' });
    const claimed = await send('POST', '/v2/companions', {
      name: 'С файлом',
      dimensions: '300x250',
      fileInfo: { ...picture, name: 'другое.png', size: 1 },
    });
    expect(claimed.statusCode).toBe(201);
    expect((await send('GET', `/v2/companions/${claimed.json().id}`)).json().fileInfo).toEqual(picture);
  });

  it("a field keeping the file's id gets the stored address beside it, and an unknown id is refused at the field", async () => {
    const [survey] = (await send('GET', '/brandlifts?pageSize=1')).json() as {
      id: string;
      slides: Record<string, unknown>[];
    }[];
    const media = (await upload('?schema=brandlift&field=slides.0.cdnFileId', 'slide.png', png(200))).json();
    const slides = survey.slides.map((slide, i) =>
      i === 0 ? { ...slide, cdnFileId: media.id, storageUrl: '/somewhere/else.png' } : slide,
    );
    const saved = await send('PUT', '/brandlift', { id: survey.id, slides });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().slides[0]).toMatchObject({ cdnFileId: media.id, storageUrl: media.url });
    const unknown = await send('PUT', '/brandlift', {
      id: survey.id,
      slides: slides.map((slide, i) => (i === 0 ? { ...slide, cdnFileId: 'e'.repeat(24) } : slide)),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({
      '/slides/0/cdnFileId': 'Файл не найден в хранилище: загрузите его заново',
    });
  });
});
