// @vitest-environment node
// `npm run check` on file fields (x-file): a misplaced keyword or a misspelt sibling is named with a fix.
import { expect, it } from 'vitest';
import { lintFileFields } from '../../scripts/lib/fileLint';
import { createSchemaSet } from '../../src/engine/schema/schemaSet';

const probe = createSchemaSet({
  'probe.schema.json': {
    $id: 'probe',
    title: 'Проба',
    type: 'object',
    'x-endpoint': '/v2/probes',
    properties: {
      size: { type: 'string', title: 'Размер' },
      picture: {
        type: 'object',
        title: 'Картинка',
        'x-file': { accept: ['image/*'], dimensions: 'sise', recommendedSize: 10, maxSize: 5 },
      },
      mediaId: { type: 'string', title: 'Медиа', 'x-file': { accept: ['video/mp4'] } },
      logo: { type: 'object', title: 'Логотип', 'x-file': { accept: ['image/pgn', '.docx', 'image/*', 'font/*'] } },
      count: { type: 'integer', title: 'Счёт', 'x-file': { accept: ['.txt'] } },
      slides: {
        type: 'array',
        title: 'Слайды',
        items: {
          type: 'object',
          properties: {
            fileId: { type: 'string', 'x-file': { accept: ['.pdf'], url: 'adress' } },
            address: { type: 'string' },
          },
        },
      },
    },
  },
});

it('names every misplaced file field and misspelt sibling, with the nearest right name', () => {
  expect(
    lintFileFields(probe)
      .map((p) => `${p.path}: ${p.message}`)
      .sort(),
  ).toEqual([
    '/properties/count/x-file: x-file — для объекта (файл хранилища) или строки (id файла)',
    expect.stringMatching(/^\/properties\/logo\/x-file: accept: хранилище не принимает «\.docx»/),
    expect.stringMatching(/^\/properties\/logo\/x-file: accept: хранилище не принимает «font\/\*»/),
    '/properties/logo/x-file: accept: хранилище не принимает «image/pgn»; возможно, вы имели в виду "image/png". Допустимы: image/png, image/jpeg, image/gif, image/webp, video/mp4, video/webm, audio/mpeg, text/csv, text/plain, application/pdf, application/zip, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, их расширения (.png) и группы (image/*)',
    '/properties/mediaId/x-file: "mediaId" хранит id файла: назовите в url соседнее поле для его адреса',
    '/properties/picture/x-file: dimensions: нет поля "sise" рядом с "picture"; возможно, вы имели в виду "size"',
    '/properties/picture/x-file: recommendedSize больше maxSize: рекомендуемый размер должен быть в пределах допустимого',
    '/properties/slides/items/properties/fileId/x-file: url: нет поля "adress" рядом с "fileId"; возможно, вы имели в виду "address"',
  ]);
});

it('takes a file sent as a part of a multipart create only on such a schema, without a type', () => {
  const set = (create: 'json' | 'multipart', file: Record<string, unknown>) =>
    createSchemaSet({
      'list.schema.json': {
        $id: 'list',
        title: 'Список',
        type: 'object',
        'x-endpoint': '/lists',
        'x-calls': { create: { path: '/list', body: create } },
        properties: { file: { title: 'Файл', ...file } },
      },
    });
  const part = { 'x-file': { accept: ['.txt'], part: true } };
  expect(lintFileFields(set('multipart', part))).toEqual([]);
  expect(lintFileFields(set('json', part)).map((p) => p.message)).toEqual([
    'part — только для поля самой записи, которую создают формой multipart (x-calls.create body multipart), или тела вызова (схема без x-endpoint)',
  ]);
  expect(lintFileFields(set('multipart', { ...part, type: 'object' })).map((p) => p.message)).toEqual([
    'файл-часть формы не хранится в записи: уберите type',
  ]);
});

it("takes a file part in a call's body (a declared action's multipart form), at its root only", () => {
  const body = (properties: Record<string, unknown>) =>
    createSchemaSet({
      'upload.schema.json': { $id: 'upload', title: 'Загрузка', type: 'object', properties },
    });
  const file = { title: 'Файл', 'x-file': { accept: ['.txt'], part: true } };
  expect(lintFileFields(body({ file }))).toEqual([]);
  expect(
    lintFileFields(body({ nested: { type: 'object', title: 'Вложенный', properties: { file } } })).map((p) => p.path),
  ).toEqual(['/properties/nested/properties/file/x-file']);
});
