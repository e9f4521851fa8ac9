import { DIMENSION_TITLES, STATISTICS_DIMENSIONS } from '../src/domain/statisticsKeys';
import type { JsonSchema, SchemaSet } from '../src/engine/schema';

/**
 * The platform's dictionaries (docs/product.md#calls Dictionaries, Geo), in Russian. Where a field
 * holds a dictionary's values (statuses, currencies, balance operations, age ranges, report columns
 * and groupings, schedules, big-list types…), the dictionary is read from that field's schema: the
 * one list the form offers, the API validates by and the dictionary names, so they never disagree.
 * Only what no field holds is reference data kept here. Every item has `id` and `name`; some carry more.
 */
export interface DictionaryItem {
  id: string | number;
  name: string;
  [extra: string]: unknown;
}

/** `oneOf: [{const, title}]` of a schema node as items. */
export function choicesOf(set: SchemaSet, node: JsonSchema | undefined): DictionaryItem[] {
  const s = node ? set.resolve(node) : undefined;
  const options = s?.oneOf ?? (s?.items ? set.resolve(s.items).oneOf : undefined) ?? [];
  return options
    .filter((o) => o.const !== undefined)
    .map((o) => ({ id: o.const as string, name: o.title ?? String(o.const) }));
}

/** The choices of a schema's field: where a dictionary is served from (docs/contract.md#dictionaries). */
export const fieldChoices = (set: SchemaSet, schemaId: string, path: string) =>
  choicesOf(set, propertyOf(set, schemaId, path));

/** A node of a schema by a JSON-pointer-like path of property names ("targets.user.ageRanges"). */
export function propertyOf(set: SchemaSet, schemaId: string, path: string): JsonSchema | undefined {
  if (!set.schemas.has(schemaId)) return undefined;
  let node: JsonSchema | undefined = set.get(schemaId);
  for (const part of path.split('.')) {
    node = node ? set.resolve(node).properties?.[part] : undefined;
  }
  return node;
}

const items = (pairs: [string, string][]): DictionaryItem[] => pairs.map(([id, name]) => ({ id, name }));

/** The shared `_defs` enumeration of that name. */
const defsChoices = (set: SchemaSet, name: string) => choicesOf(set, { $ref: `_defs#/$defs/${name}` });

/** /dictionary/constants?dict=<name>: the platform's small enumerations (docs/product.md#entities Enumerations). */
export function constantDictionaries(set: SchemaSet): Record<string, { title: string; items: () => DictionaryItem[] }> {
  return {
    entityLevels: {
      title: 'Уровни сущностей',
      items: () =>
        items([
          ['agency', 'Агентство'],
          ['account', 'Аккаунт'],
          ['group', 'Группа кампаний'],
          ['campaign', 'Кампания'],
          ['creative', 'Креатив'],
          ['ordReport', 'Отчёт ОРД'],
        ]),
    },
    sourceKinds: {
      title: 'Источники',
      items: () =>
        items([
          ['ssp', 'SSP'],
          ['campaign', 'Кампания'],
        ]),
    },
    pacing: { title: 'Скорость расхода бюджета', items: () => defsChoices(set, 'pacing') },
    events: { title: 'События', items: () => defsChoices(set, 'event') },
    creativeFormats: { title: 'Форматы креативов', items: () => defsChoices(set, 'creativeFormat') },
    currencies: { title: 'Валюты', items: () => defsChoices(set, 'currency') },
    adProtocols: { title: 'Протоколы', items: () => defsChoices(set, 'adProtocol') },
    mobilePlatforms: { title: 'Мобильные платформы', items: () => defsChoices(set, 'mobilePlatform') },
    serviceModels: { title: 'Модели обслуживания', items: () => defsChoices(set, 'serviceModel') },
    runStatuses: { title: 'Статусы', items: () => defsChoices(set, 'runStatus') },
    moderationStatuses: { title: 'Статусы модерации', items: () => defsChoices(set, 'moderationStatus') },
    defaultMarker: {
      title: 'Признак по умолчанию',
      items: () =>
        items([
          ['DEFAULT', 'По умолчанию'],
          ['', 'Нет'],
        ]),
    },
    cabinetTypes: {
      title: 'Типы кабинетов',
      items: () =>
        items([
          ['admin', 'Администратор'],
          ['agency', 'Агентство'],
          ['account', 'Аккаунт'],
          ['ord', 'ОРД'],
          ['front_office', 'Фронт-офис'],
          ['undefined', 'Не определён'],
        ]),
    },
    // The statistics' own dimensions by their titles (src/domain/statisticsKeys.ts), as the report screens name them.
    reportGroupings: {
      title: 'Группировки отчётов',
      items: () => STATISTICS_DIMENSIONS.map((id) => ({ id, name: DIMENSION_TITLES[id] })),
    },
    blocklistKinds: { title: 'Виды блок-листов', items: () => fieldChoices(set, 'banList', 'kind') },
    bigListTypes: { title: 'Типы больших списков', items: () => choicesOf(set, { $ref: 'bigList#/$defs/listType' }) },
    sspErrorCodes: { title: 'Коды ошибок SSP', items: () => fieldChoices(set, 'sspError', 'code') },
    genders: { title: 'Пол', items: () => fieldChoices(set, 'campaign', 'targets.user.genders') },
    deviceTypes: { title: 'Типы устройств', items: () => choicesOf(set, { $ref: 'campaign#/$defs/deviceTypes' }) },
    objectTypes: {
      title: 'Типы объектов',
      // Every entity with an endpoint, by its Russian title: what the action log's objectType names.
      items: () =>
        [...set.schemas.values()]
          .filter((s) => typeof s['x-endpoint'] === 'string')
          .map((s) => ({ id: s.$id, name: s.title ?? s.$id }))
          .sort((a, b) => a.name.localeCompare(b.name, 'ru')),
    },
  };
}

export const AUDIENCE_INTERESTS: DictionaryItem[] = [
  ['auto', 'Автомобили', 'Интересы'],
  ['travel', 'Путешествия', 'Интересы'],
  ['sport', 'Спорт и фитнес', 'Интересы'],
  ['food', 'Еда и рестораны', 'Интересы'],
  ['fashion', 'Мода и красота', 'Интересы'],
  ['tech', 'Технологии и гаджеты', 'Интересы'],
  ['games', 'Компьютерные игры', 'Интересы'],
  ['movies', 'Кино и сериалы', 'Интересы'],
  ['home', 'Дом и ремонт', 'Интересы'],
  ['finance', 'Финансы и инвестиции', 'Интересы'],
  ['education', 'Образование', 'Интересы'],
  ['pets', 'Домашние животные', 'Интересы'],
  ['parents', 'Молодые родители', 'Жизненные события'],
  ['movers', 'Недавно переехали', 'Жизненные события'],
  ['newcar', 'Покупают автомобиль', 'Намерения'],
  ['realty', 'Ищут недвижимость', 'Намерения'],
  ['loan', 'Интересуются кредитами', 'Намерения'],
].map(([id, name, group]) => ({ id, name, group }));

export const OPERATING_SYSTEMS: DictionaryItem[] = [
  { id: 'Android', name: 'Android' },
  { id: 'IOS', name: 'iOS' },
];

/** Rates to the rouble, for display only (fixed demo values). */
export const CURRENCY_EXTRAS: Record<string, { symbol: string; rate: number }> = {
  rub: { symbol: '₽', rate: 1 },
  usd: { symbol: '$', rate: 92.5 },
};

export const PUSH_RESPONSE_FORMATS = items([
  ['openrtb', 'OpenRTB 2.5 Native (JSON)'],
  ['json', 'Простой JSON'],
  ['xml', 'XML'],
  ['redirect', 'Редирект (HTTP 302)'],
]);

export const ORD_NAMES = items([
  ['first', 'Первый ОРД'],
  ['yandex', 'ОРД Яндекса'],
  ['vk', 'ОРД VK'],
  ['ozon', 'ОРД Ozon'],
  ['mts', 'ОРД МТС'],
  ['medialogistika', 'ОРД «Медиалогистика»'],
]);
