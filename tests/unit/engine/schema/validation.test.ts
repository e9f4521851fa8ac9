// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadSchemaSet } from '../../../../src/engine/schema/loadNode';
import { checkSchema } from '../../../../src/engine/schema/checkSchema';
import { createSchemaSet, SchemaError } from '../../../../src/engine/schema/schemaSet';
import { compact, pointersToNested, writablePayload } from '../../../../src/engine/schema/records';
import { percentage } from '../../../../src/engine/schema/formats';
import defs from '../../../../schemas/_defs.schema.json';

const set = loadSchemaSet();
const OBJECT_ID_MESSAGE = 'ObjectID должен быть длиной 24 символа и состоять из цифр и латинских букв нижнего регистра';

describe('validators speak Russian, with the texts of docs/product.md#validation', () => {
  it('names each wrong field by JSON Pointer, nested ones included', () => {
    expect(
      set.validate('account', { name: 'Ромашка!', agencyID: 'ABC', finance: { currency: 'eur', commission: 120 } }),
    ).toEqual({
      '/name': 'Текст не должен содержать символы $ ^ & * ! @ #',
      '/agencyID': OBJECT_ID_MESSAGE,
      '/finance/currency': 'Выберите значение из списка',
      '/finance/commission': 'Не больше 100',
    });
  });

  it('reports missing required fields on the fields themselves', () => {
    expect(set.validate('account', {})).toEqual({
      '/name': 'Обязательное поле',
      '/agencyID': 'Обязательное поле',
      '/finance': 'Обязательное поле',
    });
  });

  it('uses errorMessage texts from the schema', () => {
    const errors = set.validate('user', { login: 'a b', name: 'Иван', email: 'нет', role: 'guest', password: '1' });
    expect(errors).toMatchObject({
      '/login': 'Логин состоит из латинских букв, цифр, точки, дефиса и подчёркивания',
      '/email': 'Введите корректный адрес электронной почты',
      '/password': 'Пароль не короче 8 символов',
    });
  });

  it('accepts a valid record', () => {
    expect(
      set.validate('account', { name: 'ООО Ромашка', agencyID: 'a'.repeat(24), finance: { currency: 'rub' } }),
    ).toBeNull();
  });

  it('checks the shared format helpers', () => {
    const probe = createSchemaSet({
      '_defs.schema.json': defs,
      'probe.schema.json': {
        $id: 'probe',
        title: 'Проба',
        type: 'object',
        properties: { s: { type: 'string', format: 'noSpaces' }, u: { type: 'string', format: 'url' } },
      },
    });
    expect(probe.validate('probe', { s: 'a b', u: 'not a url' })).toEqual({
      '/s': 'Значение не должно содержать пробелов',
      '/u': 'Введите корректный URL, например https://example.ru',
    });
    expect(probe.validate('probe', { s: 'ab', u: 'https://ya.ru' })).toBeNull();
    expect(percentage(5, 0)).toBe(0);
    expect(percentage(1, 4)).toBe(25);
  });
});

describe('a bad schema fails loudly with file, JSON path and reason', () => {
  it('reports a typo in an x- keyword and a bad value', () => {
    const bad = {
      $id: 'bad',
      title: 'Плохая',
      properties: {
        a: { type: 'string', 'x-refrence': 'agencies' },
        b: { type: 'string', 'x-permission': 'root' },
        c: { type: 'string', 'x-cabinet': ['admin', 'agensy'] },
      },
    };
    expect(() => createSchemaSet({ '_defs.schema.json': defs, 'bad.schema.json': bad })).toThrow(SchemaError);
    try {
      createSchemaSet({ '_defs.schema.json': defs, 'bad.schema.json': bad });
    } catch (e) {
      expect((e as Error).message).toContain(
        'bad.schema.json: /properties/a/x-refrence: неизвестное ключевое слово "x-refrence"',
      );
      expect((e as Error).message).toContain(
        'bad.schema.json: /properties/a/x-refrence: неизвестное ключевое слово "x-refrence"; возможно, вы имели в виду "x-reference"',
      );
      expect((e as Error).message).toContain(
        'bad.schema.json: /properties/b/x-permission: неизвестное право "root". Допустимые: ssp («SSP»), userManager («Пользователи»),',
      );
      expect((e as Error).message).toContain(
        '/properties/c/x-cabinet: неизвестный тип кабинета "agensy"; возможно, вы имели в виду "agency"',
      );
    }
  });

  it("says what is wrong with a keyword's value in Russian, with the nearest right name", () => {
    const problems = checkSchema('bad.schema.json', {
      'x-permission': ['ssp', 'manageAgencys'],
      'x-console': { lable: 'Зоны', menu: 'tool' },
      properties: { a: { type: 'string', 'x-kind': 'longtext' }, b: { type: 'string', 'x-permission': [] } },
    }).map((p) => `${p.path}: ${p.message}`);
    expect(problems).toEqual([
      expect.stringMatching(
        /^\/x-permission: неизвестное право "manageAgencys"; возможно, вы имели в виду "manageAgency"\. Допустимые: .*manageAgency \(«Агентства»\)/,
      ),
      '/x-console: у x-console нет свойства "lable"; возможно, вы имели в виду "label". Допустимые: path, label, menu, order',
      '/properties/a/x-kind: неизвестный вид поля "longtext"; возможно, вы имели в виду "longText". Допустимые: longText («длинный текст»), money («деньги»), percent («проценты»), lines («строки списком»), checkboxes («флажки в строку»), count («счётчик: плашка при числе больше 0»)',
      expect.stringMatching(
        /^\/properties\/b\/x-permission: недопустимое значение x-permission: должно иметь не менее, чем 1 элемент\. Допустимые: /,
      ),
    ]);
    expect(checkSchema('bad.schema.json', { 'x-console': { menu: 'tool' } })[0].message).toBe(
      'неизвестная группа меню "tool"; возможно, вы имели в виду "tools". Допустимые: system («Системные настройки»), management («Управление»), moderation («Модерация»), tools («Инструменты»), reports («Отчёты»)',
    );
    // No English of the validator's own is left for a developer to read.
    expect(problems.join('\n')).not.toMatch(/must|should|data/);
  });

  it('reports an $id that does not match the file name', () => {
    expect(() => createSchemaSet({ 'thing.schema.json': { $id: 'other', title: 'Т' } })).toThrow(
      /thing\.schema\.json: \/\$id/,
    );
  });
});

describe('record helpers', () => {
  it('compacts what forms leave for nothing', () => {
    expect(compact({ a: '', b: null, c: { d: undefined }, e: [1, null], f: 0, g: false, h: [] })).toEqual({
      e: [1],
      f: 0,
      g: false,
    });
  });
  it('never sends server-owned fields, nested ones included', () => {
    const payload = writablePayload(set, 'account', {
      id: 'x',
      version: 3,
      status: 'active',
      name: 'А',
      finance: { currency: 'rub', balance: 10 },
      statistics: { clicks: 1 },
    });
    expect(payload).toEqual({ name: 'А', finance: { currency: 'rub' } });
  });
  it('turns pointers into the nested errors react-hook-form expects', () => {
    expect(pointersToNested({ '/finance/currency': 'x', '/name': 'y' })).toEqual({
      finance: { currency: 'x' },
      name: 'y',
    });
  });
});
