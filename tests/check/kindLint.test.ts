// @vitest-environment node
// `npm run check` on the declared kinds and filters: a misplaced or misspelt one is named with a fix.
import { expect, it } from 'vitest';
import { lintDeclaredKinds } from '../../scripts/lib/kindLint';
import { checkSchema } from '../../src/engine/schema/checkSchema';
import { createSchemaSet } from '../../src/engine/schema/schemaSet';

const probe = createSchemaSet({
  'probe.schema.json': {
    $id: 'probe',
    title: 'Проба',
    type: 'object',
    'x-endpoint': '/v2/probes',
    properties: {
      day: { type: 'string', format: 'date', title: 'День', 'x-filter': 'period' },
      at: { type: 'string', format: 'date-time', title: 'Время', 'x-filter': 'period' },
      count: { type: 'integer', title: 'Сколько', 'x-filter': 'objectId' },
      name: { type: 'string', title: 'Название', 'x-filter': 'dayPeriod' },
      kind: { type: 'string', title: 'Тип', 'x-dictionary': 'objectTypes' },
      tags: { type: 'array', title: 'Метки', items: { type: 'object' }, 'x-dictionary': 'objectTypes' },
      makers: { type: 'array', title: 'Производители', items: { type: 'string' }, 'x-dictionary': 'manufacturers' },
      models: {
        type: 'array',
        title: 'Модели',
        items: { type: 'string' },
        'x-dictionary': 'deviceModels',
        'x-dictionary-by': 'maker',
      },
      kinds: {
        type: 'array',
        title: 'Типы',
        items: { type: 'string' },
        'x-dictionary': 'objectTypes',
        'x-dictionary-by': 'makers',
      },
      changed: { type: 'array', title: 'Поля', items: { type: 'string' }, 'x-fields-of': 'knd' },
      fine: { type: 'array', title: 'Поля', items: { type: 'string' }, 'x-fields-of': 'kind' },
      regions: { type: 'array', title: 'Регионы', items: { type: 'string' }, 'x-tree': 'geo' },
      picked: {
        type: 'array',
        title: 'Регионы',
        items: { oneOf: [{ const: 'RU-MOW', title: 'Москва' }] },
        'x-tree': 'geo',
      },
      vat: { type: 'number', title: 'НДС', 'x-computed': 'vat' },
      total: { type: 'number', title: 'С НДС', readOnly: true, 'x-computed': 'includingVat' },
      list: { type: 'string', title: 'Список', 'x-reference-filter': { listType: 'dm' } },
      typed: {
        type: 'string',
        title: 'Список',
        'x-reference': 'bigLists',
        'x-reference-filter': { listType: { field: 'kinds' } },
      },
      pickedMany: {
        type: 'array',
        title: 'Списки',
        items: { type: 'string', 'x-reference': 'bigLists', 'x-reference-filter': { listType: { field: 'kinnds' } } },
      },
      misnamed: {
        type: 'string',
        title: 'Список',
        'x-reference': 'bigLists',
        'x-reference-filter': { listType: { field: 'lst' } },
      },
      ticked: { type: 'array', title: 'Отметки', items: { type: 'string' }, 'x-kind': 'checkboxes' },
      unread: { type: 'integer', title: 'Новых', 'x-kind': 'count' },
    },
  },
});

it('names every misplaced kind or filter, with the nearest sibling', () => {
  expect(
    lintDeclaredKinds(probe)
      .map((p) => `${p.path}: ${p.message}`)
      .sort(),
  ).toEqual([
    '/properties/changed/x-fields-of: нет поля "knd" рядом с "changed"; возможно, вы имели в виду "kind": x-fields-of называет соседнее поле, где лежит $id схемы (поля: day, at, count, name, kind, tags, makers, models, kinds, fine, regions, picked, vat, total, list, typed, pickedMany, misnamed, ticked, unread)',
    '/properties/count/x-filter: x-filter "objectId" — для текстового поля с ObjectID',
    '/properties/day/x-filter: x-filter "period" (время с … по …) — для даты и времени ("format": "date-time"); для дат — "dayPeriod"',
    '/properties/kinds/x-dictionary-by: x-dictionary-by — для справочника, который читается по значению другого поля (deviceModels, panelCategories, panelFilters)',
    '/properties/list/x-reference-filter: x-reference-filter — рядом с x-reference: он сужает выбор записей, на которые ссылается поле',
    '/properties/misnamed/x-reference-filter: нет поля "lst" рядом с "misnamed"; возможно, вы имели в виду "list": { "field": … } называет соседнее поле, чьё значение должно быть у выбранной записи',
    '/properties/models/x-dictionary-by: нет поля "maker" рядом с "models"; возможно, вы имели в виду "makers": x-dictionary-by называет соседнее поле, по значению которого читается справочник',
    '/properties/name/x-filter: x-filter "dayPeriod" (с даты … по дату) — для даты ("format": "date" или "date-time")',
    '/properties/pickedMany/x-reference-filter: нет поля "kinnds" рядом с "pickedMany"; возможно, вы имели в виду "kinds": { "field": … } называет соседнее поле, чьё значение должно быть у выбранной записи',
    '/properties/regions/x-tree: x-tree — для списка кодов с названиями ("items": { "oneOf": [...] }): коды выбираются в дереве',
    '/properties/tags/x-dictionary: x-dictionary — для текста или числа (или списка их): значение ищется в справочнике',
    '/properties/ticked/x-kind: x-kind "checkboxes" — для списка значений с названиями ("items": { "oneOf": [...] }): каждое — флажок',
    '/properties/unread/x-kind: x-kind "count" — для целого числа ("type": "integer") со словами рядом: "x-count": { "some": "%{smart_count} …", "none": "…" }',
    '/properties/vat/x-computed: x-computed — для поля только для чтения ("readOnly": true): его значение считает сервер',
  ]);
});

it('says a misspelt filter or dictionary in Russian, with the nearest right name and the list', () => {
  const problems = (property: object) =>
    checkSchema('probe.schema.json', { $id: 'probe', title: 'Проба', type: 'object', properties: { a: property } }).map(
      (p) => `${p.path}: ${p.message}`,
    );
  expect(problems({ type: 'string', 'x-dictionary': 'objectType' })).toEqual([
    expect.stringMatching(
      /^\/properties\/a\/x-dictionary: неизвестный справочник "objectType"; возможно, вы имели в виду "objectTypes"\. Допустимые: .*objectTypes \(«типы объектов»\)/,
    ),
  ]);
  expect(problems({ type: 'array', items: { type: 'string' }, 'x-tree': 'gео' })).toEqual([
    expect.stringMatching(
      /^\/properties\/a\/x-tree: неизвестный справочник-дерево "gео".*Допустимые: geo \(«страны и их регионы»\)/,
    ),
  ]);
  expect(problems({ type: 'number', readOnly: true, 'x-computed': 'vatt' })).toEqual([
    expect.stringMatching(
      /^\/properties\/a\/x-computed: неизвестное вычисление "vatt"; возможно, вы имели в виду "vat"\. Допустимые: vat \(«НДС/,
    ),
  ]);
  expect(problems({ type: 'integer', 'x-kind': 'cuont' })).toEqual([
    expect.stringMatching(/^\/properties\/a\/x-kind: неизвестный вид поля "cuont"; возможно, вы имели в виду "count"/),
  ]);
  expect(problems({ items: { oneOf: [{ const: 'a', title: 'А', 'x-icon': 'mial' }] } })).toEqual([
    expect.stringMatching(
      /^\/properties\/a\/items\/oneOf\/0\/x-icon: неизвестный значок "mial"; возможно, вы имели в виду "mail"\. Допустимые: bell \(«колокольчик»\)/,
    ),
  ]);
  expect(problems({ type: 'string', 'x-filter': 'perod' })).toEqual([
    expect.stringMatching(
      /^\/properties\/a\/x-filter: неизвестный вид фильтра "perod"; возможно, вы имели в виду "period"\. Допустимые: period \(«период: время с … по …»\)/,
    ),
  ]);
});

it("names a misspelt sibling a provider's dictionary is read for, and a misplaced or misspelt x-offered-fields", () => {
  const panel = createSchemaSet({
    'panel.schema.json': {
      $id: 'panel',
      title: 'Панель',
      type: 'object',
      properties: {
        provider: { type: 'string', title: 'Поставщик', enum: ['omi', 'tiburon'] },
        categories: {
          type: 'array',
          title: 'Категории',
          items: { type: 'string' },
          'x-dictionary': 'panelCategories',
          'x-dictionary-by': 'provder',
        },
        filters: {
          type: 'object',
          title: 'Фильтры',
          properties: { ages: { type: 'string' } },
          'x-offered-fields': { dictionary: 'panelFilters', by: 'provdr' },
        },
        flat: { type: 'string', title: 'Текст', 'x-offered-fields': { dictionary: 'currencies', by: 'provider' } },
        models: {
          type: 'array',
          title: 'Модели',
          items: { type: 'string' },
          'x-dictionary': 'deviceModels',
          'x-dictionary-by': 'provider',
        },
      },
    },
  });
  expect(
    lintDeclaredKinds(panel)
      .map((p) => `${p.path}: ${p.message}`)
      .sort(),
  ).toEqual([
    '/properties/categories/x-dictionary-by: нет поля "provder" рядом с "categories"; возможно, вы имели в виду "provider": x-dictionary-by называет соседнее поле, по значению которого читается справочник',
    '/properties/filters/x-offered-fields/by: нет поля "provdr" рядом с "filters"; возможно, вы имели в виду "provider": "by" называет соседнее поле, по значению которого читается справочник',
    '/properties/flat/x-offered-fields/dictionary: x-offered-fields читает справочник по значению другого поля; "currencies" не такой (deviceModels, panelCategories, panelFilters)',
    '/properties/flat/x-offered-fields: x-offered-fields — для объекта с полями ("properties"): справочник называет, какие из них предлагать',
    '/properties/models/x-dictionary-by: x-dictionary-by называет соседнее поле со справочником "manufacturers"; "provider" не такое',
  ]);
  const problems = (property: object) =>
    checkSchema('probe.schema.json', { $id: 'probe', title: 'Проба', type: 'object', properties: { a: property } }).map(
      (p) => `${p.path}: ${p.message}`,
    );
  expect(
    problems({ type: 'object', properties: {}, 'x-offered-fields': { dictionary: 'panelFilter', by: 'provider' } }),
  ).toEqual([
    expect.stringMatching(
      /^\/properties\/a\/x-offered-fields: неизвестный справочник "panelFilter"; возможно, вы имели в виду "panelFilters"\. Допустимые: .*panelFilters \(«фильтры поставщика панели»\)/,
    ),
  ]);
});
