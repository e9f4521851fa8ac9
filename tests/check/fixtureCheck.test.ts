// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { checkProject } from '../../scripts/lib/checkProject';
import { formatProblem } from '../../src/engine/schema';

// `npm run check` validates the demo data (schemas/*.fixture.json) against its schemas as the
// server's seeder would, before a start stops on it: every problem, in Russian, with the file,
// the record's key and the field.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-fixtures-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
fs.mkdirSync(path.join(dir, 'schemas'));
for (const f of [
  '_defs.schema.json',
  'agency.schema.json',
  'appCheckSegment.schema.json',
  'audiencePortrait.schema.json',
]) {
  fs.copyFileSync(path.join('schemas', f), path.join(dir, 'schemas', f));
}
const read = (name: string) =>
  JSON.parse(fs.readFileSync(path.join('schemas', name), 'utf8')) as Record<string, unknown>[];
const write = (name: string, value: unknown) =>
  fs.writeFileSync(path.join(dir, 'schemas', name), typeof value === 'string' ? value : JSON.stringify(value));
// Only the demo data's problems: the copied schemas refer to resource files this folder has not.
const check = () =>
  checkProject(dir, {})
    .map(formatProblem)
    .filter((p) => p.startsWith('schemas/') && p.includes('.fixture.json'));

it('finds nothing in the demo data as it is', () => {
  for (const f of ['agency.fixture.json', 'appCheckSegment.fixture.json', 'audiencePortrait.fixture.json'])
    write(f, read(f));
  expect(check()).toEqual([]);
});

it('names the file, the record and the field of every broken value, reference and cabinet', () => {
  const agencies = read('agency.fixture.json');
  agencies[0] = {
    ...agencies[0],
    data: { ...(agencies[0].data as object), inn: '12345', currency: 'тугрики' },
    serverOwned: { balance: 'много' },
  };
  agencies[1] = { ...agencies[1], owner: 'media-vektor' };
  write('agency.fixture.json', agencies);
  const portraits = read('audiencePortrait.fixture.json');
  portraits[0] = {
    ...portraits[0],
    data: { ...(portraits[0].data as object), segmentId: { $ref: 'appCheckSegment:net-takogo' } },
  };
  write('audiencePortrait.fixture.json', portraits);
  const problems = check();
  expect(problems).toEqual(
    expect.arrayContaining([
      'schemas/agency.fixture.json, запись «media-vector»: /data/inn: ИНН состоит из 10 или 12 цифр',
      'schemas/agency.fixture.json, запись «media-vector»: /data/currency: Выберите значение из списка',
      'schemas/agency.fixture.json, запись «media-vector»: /serverOwned/balance: Введите число',
      expect.stringMatching(
        /^schemas\/agency\.fixture\.json, запись «digital-horizon»: \/owner: неизвестный кабинет-владелец «media-vektor» \(есть: admin, ord, front-office, media-vector, /,
      ),
      'schemas/audiencePortrait.fixture.json, запись «lyubiteli-kofe-i-vypechki»: /data/segmentId: ссылка appCheckSegment:net-takogo: в schemas/appCheckSegment.fixture.json нет записи с ключом «net-takogo»',
    ]),
  );
  expect(problems).toHaveLength(5);
});

it('names a fixture that is not JSON or has no key, and one without a schema', () => {
  write('agency.fixture.json', '[{ "key": "a", }]');
  write('audiencePortrait.fixture.json', [{ data: {} }]);
  write('gadget.fixture.json', [{ key: 'g', data: {} }]);
  const problems = check();
  expect(problems).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^schemas\/agency\.fixture\.json: \/: неверный JSON \(/),
      'schemas/audiencePortrait.fixture.json, запись «№1»: /: нет ключа записи: поле "key" — непустая строка',
      'schemas/gadget.fixture.json: /: нет схемы gadget.schema.json: демо-данные лежат рядом со схемой своего ресурса',
    ]),
  );
});
