// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seededApi } from './helpers';

const { server, admin, agency, send: call } = await seededApi();

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('not really the rest of a png'),
]);

/** A multipart body with one file part named "file". */
function multipart(fileName: string, bytes: Buffer, field = 'file') {
  const boundary = '----kabinet-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const upload = (fileName: string, bytes: Buffer, headers: Record<string, string> = admin.headers, field = 'file') => {
  const { body, contentType } = multipart(fileName, bytes, field);
  return server.app.inject({
    method: 'POST',
    url: '/storage/uploadfile',
    headers: { ...headers, 'content-type': contentType },
    payload: body,
  });
};

describe('POST /storage/uploadfile', () => {
  it('stores a file and serves it back', async () => {
    const res = await upload('баннер.png', PNG);
    expect(res.statusCode).toBe(201);
    const stored = res.json();
    expect(stored).toMatchObject({ name: 'баннер.png', size: PNG.length, mimeType: 'image/png' });
    expect(stored.url).toMatch(/^\/storage\/files\/[0-9a-f]{24}\.png$/);
    const back = await server.app.inject({ url: stored.url });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.headers['x-content-type-options']).toBe('nosniff');
    expect(back.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a disallowed format, and an image that is not one, with «Не допустимый формат файла»', async () => {
    for (const [name, bytes] of [
      ['setup.exe', Buffer.from('MZ...')],
      ['vector.svg', Buffer.from('<svg/>')],
      ['fake.png', Buffer.from('GIF89a')],
    ] as const) {
      const res = await upload(name, bytes);
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toEqual({
        message: 'Не допустимый формат файла',
        errors: { '/file': 'Не допустимый формат файла' },
      });
    }
  });

  it('refuses more than 20 MB with 413, an empty or missing file with 400, no token with 401', async () => {
    const big = await upload('huge.png', Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().errors['/file']).toMatch(/больше 20 МБ/);
    expect((await upload('empty.png', Buffer.alloc(0))).statusCode).toBe(400);
    expect((await upload('a.png', PNG, admin.headers, 'other')).json().errors['/file']).toBe(
      'Выберите файл для загрузки',
    );
    expect((await call('POST', '/storage/uploadfile', { file: 'x' })).statusCode).toBe(400);
    expect((await upload('a.png', PNG, {})).statusCode).toBe(401);
  });

  it('answers 404 for a file that is not there', async () => {
    expect((await server.app.inject({ url: '/storage/files/000000000000000000000000.png' })).statusCode).toBe(404);
  });
});

describe('companions', () => {
  it('seeds at least 6 companions with stored images', async () => {
    const list = (await call('GET', '/v2/companions?pageSize=100')).json() as {
      name: string;
      fileInfo: { url: string };
    }[];
    expect(list.length).toBeGreaterThanOrEqual(6);
    const image = await server.app.inject({ url: list[0].fileInfo.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('creates a companion from an uploaded file: disabled, score 50', async () => {
    const fileInfo = (await upload('companion.png', PNG)).json();
    const res = await call('POST', '/v2/companions', { name: 'Новый компаньон', dimensions: '300x250', fileInfo });
    expect(res.statusCode).toBe(201);
    const record = (await call('GET', `/v2/companions/${res.json().id}`)).json();
    expect(record).toMatchObject({ name: 'Новый компаньон', enabled: false, score: 50, fileInfo });
  });

  it('refuses a file of another format or one the storage does not hold', async () => {
    const fileInfo = (await upload('companion.png', PNG)).json();
    const text = await call('POST', '/v2/companions', {
      name: 'Текст',
      dimensions: '300x250',
      fileInfo: { ...fileInfo, mimeType: 'text/plain' },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().errors['/fileInfo/mimeType']).toBe('Не допустимый формат файла');
    const ghost = await call('POST', '/v2/companions', {
      name: 'Призрак',
      dimensions: '300x250',
      fileInfo: { ...fileInfo, id: 'nope' },
    });
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json().errors['/fileInfo']).toMatch(/Файл не найден/);
    const missing = await call('POST', '/v2/companions', { name: 'Без файла', dimensions: '300x250' });
    expect(missing.json().errors).toHaveProperty('/fileInfo');
  });

  it('PUT /v2/companions/{id}/status switches enabled', async () => {
    const [first] = (await call('GET', '/v2/companions?enabled=false')).json() as { id: string; version: number }[];
    const on = await call('PUT', `/v2/companions/${first.id}/status`, { enabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id: first.id, enabled: true, version: first.version + 1 });
    const bad = await call('PUT', `/v2/companions/${first.id}/status`, { enabled: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['/enabled']).toBe('Выберите одно из состояний: «Включён», «Выключен»');
    expect((await call('PUT', '/v2/companions/000000000000000000000000/status', { enabled: true })).statusCode).toBe(
      404,
    );
    expect((await call('PUT', `/v2/companions/${first.id}/status`, { enabled: true }, agency.headers)).statusCode).toBe(
      403,
    );
  });

  it('PUT /v2/companions/score takes one {id, score} or a list, all or nothing', async () => {
    const [a, b] = (await call('GET', '/v2/companions?pageSize=2')).json() as { id: string; score: number }[];
    const one = await call('PUT', '/v2/companions/score', { id: a.id, score: 80 });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: a.id, score: 80 });
    const both = await call('PUT', '/v2/companions/score', [
      { id: a.id, score: 10 },
      { id: b.id, score: 95 },
    ]);
    expect(both.json().map((r: { score: number }) => r.score)).toEqual([10, 95]);

    const invalid = await call('PUT', '/v2/companions/score', [
      { id: a.id, score: 20 },
      { id: b.id, score: 101 },
    ]);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ '/1/score': 'Оценка — целое число от 0 до 100' });
    const unknown = await call('PUT', '/v2/companions/score', [
      { id: a.id, score: 20 },
      { id: '000000000000000000000000', score: 5 },
    ]);
    expect(unknown.statusCode).toBe(404);
    expect((await call('GET', `/v2/companions/${a.id}`)).json().score).toBe(10); // nothing applied
    expect((await call('PUT', '/v2/companions/score', [])).statusCode).toBe(400);
    expect((await call('PUT', '/v2/companions/score', { id: a.id, score: 5 }, agency.headers)).statusCode).toBe(403);
  });
});
