// @vitest-environment node
// Names (the shared _defs name): no control characters, no bidirectional controls that reorder
// what is shown (a right-to-left override made a name render reversed), not spaces only. The API
// refuses them with a Russian message at the field, and the console's precompiled validators —
// what every form runs before sending — answer the same.
import { describe, expect, it } from 'vitest';
import { loadSchemaSet } from '../../../src/engine/schema/loadNode';
import { createPrecompiledSchemaSet, type ValidatorLoaders } from '../../../src/engine/schema/precompiled';
import { seededApi } from './helpers';

const { server, send } = await seededApi();

const groups = () =>
  server.app.kabinet.db.prepare("SELECT count(*) FROM records WHERE resource = 'group'").pluck().get() as number;

const BIDI =
  'Уберите невидимые символы: переносы строк, табуляцию, управляющие символы и символы смены направления текста';
const BLANK = 'Значение не может состоять из одних пробелов';

const refused: [what: string, name: string, message: string][] = [
  ['a right-to-left override', 'Группа \u202Eтпецв', BIDI],
  ['a left-to-right embedding', '\u202AГруппа', BIDI],
  ['a right-to-left isolate', 'Группа \u2067x\u2069', BIDI],
  ['a right-to-left mark', 'Группа\u200F', BIDI],
  ['a line break', 'Группа\nвторая строка', BIDI],
  ['a tab', 'Группа\tкампаний', BIDI],
  ['a NUL', 'Группа\u0000', BIDI],
  ['a zero-width space', 'Груп\u200Bпа', BIDI],
  ['spaces only', '   ', BLANK],
  ['no-break spaces only', '\u00A0\u00A0', BLANK],
];

const accepted = ['Группа кампаний', ' Весна 2026 ', 'Café «Ромашка» — 10 %', 'مجموعة', 'Эмодзи 👩‍💻'];

describe('names in the API', () => {
  it.each(refused)(
    'refuses %s with 400 and a Russian message at the field, storing nothing',
    async (_what, name, message) => {
      const before = groups();
      const res = await send('POST', '/v2/groups', { name });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ '/name': message });
      expect(groups()).toBe(before);
    },
  );

  it('refuses them on a change too', async () => {
    const created = await send('POST', '/v2/groups', { name: 'Группа для правки' });
    expect(created.statusCode).toBe(201);
    const res = await send('PATCH', `/v2/groups/${created.json().id}`, { name: '\u202Eтпецв' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ '/name': BIDI });
    expect(server.app.kabinet.store.get('group', created.json().id)!.data.name).toBe('Группа для правки');
  });

  it.each(accepted)('accepts %j', async (name) => {
    expect((await send('POST', '/v2/groups', { name })).statusCode).toBe(201);
  });

  it('an empty name is still simply required', async () => {
    expect((await send('POST', '/v2/groups', { name: '' })).json().errors).toEqual({ '/name': 'Обязательное поле' });
  });
});

describe("names in the console's forms", () => {
  const set = loadSchemaSet();
  const files = import.meta.glob<unknown>('/schemas/*.schema.json', { eager: true, import: 'default' });
  const modules = import.meta.glob('/src/engine/generated/validators/*.js') as unknown as ValidatorLoaders;
  const loaders = Object.fromEntries(
    Object.entries(modules).map(([f, load]) => [f.replace(/^.*\//, '').replace(/\.js$/, ''), load]),
  );
  const browser = createPrecompiledSchemaSet(files, loaders);

  it.each(refused)("the precompiled validator refuses %s with the API's message", async (_what, name, message) => {
    for (const id of ['group', 'account', 'user', 'reservation']) {
      const errors = await browser.validate(id, { name, advertiser: name });
      expect(errors?.['/name'], id).toBe(message);
      expect(errors, id).toEqual(set.validate(id, { name, advertiser: name }));
    }
  });

  it.each(accepted)('the precompiled validator accepts %j', async (name) => {
    expect((await browser.validate('group', { name })) ?? {}).not.toHaveProperty('/name');
  });
});
