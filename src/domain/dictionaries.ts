/**
 * The platform's dictionaries the console reads (docs/product.md#calls Dictionaries), by name:
 * where each is served and what it lists, in Russian. A schema names one with `x-dictionary`
 * (its values are shown by the dictionary's names and chosen from it); the names are checked
 * against this list when the schemas load, and `npm run check` lists them with their titles.
 */
export const DICTIONARIES = {
  moderationStatuses: { path: '/v2/dictionaries/creatives/moderation/statuses', title: 'статусы модерации' },
  balanceActions: { path: '/v2/dictionaries/balance', title: 'операции с балансом' },
  ageRanges: { path: '/v2/dictionaries/ageranges', title: 'возрастные группы' },
  pushResponseFormats: { path: '/v2/dictionaries/push-response-formats', title: 'форматы ответа push' },
  reportColumns: { path: '/v2/dictionaries/columns', title: 'колонки отчётов' },
  orderSchedules: { path: '/v2/dictionaries/orders/schedule', title: 'расписания заказов' },
  ordNames: { path: '/v2/dictionaries/ord/names', title: 'операторы ОРД' },
  audience: { path: '/dictionary/audience', title: 'интересы аудитории' },
  ssps: { path: '/dictionary/ssp', title: 'SSP' },
  operatingSystems: { path: '/dictionary/oss', title: 'операционные системы' },
  manufacturers: { path: '/manufacturers', title: 'производители устройств' },
  deviceModels: { path: '/models', title: 'модели устройств' },
  currencies: { path: '/currency', title: 'валюты' },
  geoLevels: { path: '/v2/geo/levels', title: 'уровни географии' },
  /** Every entity type, by its Russian title (what the action log's objectType names). */
  objectTypes: { path: '/dictionary/constants', query: { dict: 'objectTypes' }, title: 'типы объектов' },
  reportGroupings: { path: '/dictionary/constants', query: { dict: 'reportGroupings' }, title: 'группировки отчётов' },
  entityLevels: { path: '/dictionary/constants', query: { dict: 'entityLevels' }, title: 'уровни сущностей' },
  bigListTypes: { path: '/dictionary/constants', query: { dict: 'bigListTypes' }, title: 'типы больших списков' },
} as const satisfies Record<string, { path: string; query?: Record<string, string>; title: string }>;

export type DictionaryName = keyof typeof DICTIONARIES;

export const DICTIONARY_NAMES = Object.keys(DICTIONARIES) as DictionaryName[];
