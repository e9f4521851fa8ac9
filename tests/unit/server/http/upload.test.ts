// @vitest-environment node
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { multipartRoutes, readUpload } from '../../../../server/http/upload';
import { formBody } from '../formBody';

/**
 * The files of a multipart form (a big list's create, a segment's users file) reach the hooks
 * with the name an upload to the storage keeps: its last path segment, without right-to-left
 * overrides and control characters, which make «счёт\u202Efdp.csv» read as «счётvsc.pdf».
 */
const app = Fastify();
multipartRoutes(app, (scope) => {
  scope.post('/form', async (req) => {
    const { files } = await readUpload(req);
    return Object.fromEntries(Object.entries(files).map(([part, file]) => [part, file.name]));
  });
});
await app.ready();
afterAll(() => app.close());

const names = async (fileName: string) => {
  const form = formBody({ listName: 'Список' }, {}, { file: { name: fileName, text: 'example.ru\n' } });
  const res = await app.inject({ method: 'POST', url: '/form', ...form });
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, string>;
};

describe('a multipart form’s file names', () => {
  it('lose bidi overrides, isolates and marks', async () => {
    expect(await names('счёт\u202Efdp.csv')).toEqual({ file: 'счётfdp.csv' });
    expect(await names('\u2067список\u2069\u200F.txt')).toEqual({ file: 'список.txt' });
  });

  it('lose control characters and any folder before the name', async () => {
    expect(await names('spi\u0007sok\u001b.csv')).toEqual({ file: 'spisok.csv' });
    expect(await names('..\\..\\windows\\list.csv')).toEqual({ file: 'list.csv' });
  });

  it('keep a plain Russian name as it is', async () => {
    expect(await names('Домены — март 2025.csv')).toEqual({ file: 'Домены — март 2025.csv' });
  });
});
