/**
 * The platform's dictionaries the console reads (docs/product.md#calls Dictionaries), by name:
 * where each is served and what it lists, in Russian. A schema names one with `x-dictionary`
 * (its values are shown by the dictionary's names and chosen from it); the names are checked
 * against this list when the schemas load, and `npm run check` lists them with their titles
 * (DICTIONARY_TITLES, apart: the console's first load carries the paths only).
 */
export const DICTIONARIES = {
  moderationStatuses: { path: '/v2/dictionaries/creatives/moderation/statuses' },
  balanceActions: { path: '/v2/dictionaries/balance' },
  ageRanges: { path: '/v2/dictionaries/ageranges' },
  pushResponseFormats: { path: '/v2/dictionaries/push-response-formats' },
  reportColumns: { path: '/v2/dictionaries/columns' },
  orderSchedules: { path: '/v2/dictionaries/orders/schedule' },
  ordNames: { path: '/v2/dictionaries/ord/names' },
  audience: { path: '/dictionary/audience' },
  ssps: { path: '/dictionary/ssp' },
  operatingSystems: { path: '/dictionary/oss' },
  manufacturers: { path: '/manufacturers' },
  /** Read for the chosen manufacturers (`/models?manufacturer=a,b`) where a field says x-dictionary-by. */
  deviceModels: {
    path: '/models',
    by: { query: 'manufacturer', parent: 'manufacturerId', dictionary: 'manufacturers' },
  },
  currencies: { path: '/currency' },
  geoLevels: { path: '/v2/geo/levels' },
  /** Every entity type, by its Russian title (what the action log's objectType names). */
  objectTypes: { path: '/dictionary/constants', query: { dict: 'objectTypes' } },
  reportGroupings: { path: '/dictionary/constants', query: { dict: 'reportGroupings' } },
  entityLevels: { path: '/dictionary/constants', query: { dict: 'entityLevels' } },
  bigListTypes: { path: '/dictionary/constants', query: { dict: 'bigListTypes' } },
} as const satisfies Record<string, { path: string; query?: Record<string, string>; by?: DictionaryParent }>;

export type DictionaryName = keyof typeof DICTIONARIES;

/**
 * A dictionary whose items belong to items of another (a model to its manufacturer): read for the
 * chosen parents with `query` (their ids, comma-separated); `parent` is the item's property naming
 * its parent, `dictionary` the parents' dictionary.
 */
export interface DictionaryParent {
  query: string;
  parent: string;
  dictionary: string;
}

/**
 * The platform's tree dictionaries, read a level at a time: the top level from `path`, the children
 * of a node from `path?<parent>=<id>`; each node may say `hasChildren`. A schema names one with
 * `x-tree` on an array of codes: they are picked in the tree (its labels stay the schema's).
 */
export const TREE_DICTIONARIES = {
  /** Countries, then a country's regions (docs/product.md#calls Geo). */
  geo: { path: '/geo/children', parent: 'parentId' },
} as const satisfies Record<string, { path: string; parent: string }>;

export type TreeDictionaryName = keyof typeof TREE_DICTIONARIES;

/** What each tree dictionary lists, in Russian: for `npm run check` and the resource reference. */
export const TREE_DICTIONARY_TITLES: Record<TreeDictionaryName, string> = {
  geo: 'страны и их регионы',
};

/** What each dictionary lists, in Russian: for `npm run check` and the resource reference. */
export const DICTIONARY_TITLES: Record<DictionaryName, string> = {
  moderationStatuses: 'статусы модерации',
  balanceActions: 'операции с балансом',
  ageRanges: 'возрастные группы',
  pushResponseFormats: 'форматы ответа push',
  reportColumns: 'колонки отчётов',
  orderSchedules: 'расписания заказов',
  ordNames: 'операторы ОРД',
  audience: 'интересы аудитории',
  ssps: 'SSP',
  operatingSystems: 'операционные системы',
  manufacturers: 'производители устройств',
  deviceModels: 'модели устройств',
  currencies: 'валюты',
  geoLevels: 'уровни географии',
  objectTypes: 'типы объектов',
  reportGroupings: 'группировки отчётов',
  entityLevels: 'уровни сущностей',
  bigListTypes: 'типы больших списков',
};
