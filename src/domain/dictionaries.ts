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
  /**
   * A panel provider's interest categories with their users (`/categorizer/categories?provider=`),
   * read for the provider a sibling field holds (x-dictionary-by); offered as «name · users».
   */
  panelCategories: {
    path: '/categorizer/categories',
    by: { query: 'provider', example: 'omi' },
    count: 'users',
    permission: 'manageAudience',
  },
  /**
   * The filters a panel provider has data for (`/categorizer/filters?provider=`), which of an
   * object's fields are offered (x-offered-fields). Not fatal (docs/product.md#errors): the form
   * offers every field then and says the read failed.
   */
  panelFilters: {
    path: '/categorizer/filters',
    by: { query: 'provider', example: 'omi' },
    fatal: false,
    permission: 'manageAudience',
  },
  currencies: { path: '/currency' },
  geoLevels: { path: '/v2/geo/levels' },
  /** Every entity type, by its Russian title (what the action log's objectType names). */
  objectTypes: { path: '/dictionary/constants', query: { dict: 'objectTypes' } },
  reportGroupings: { path: '/dictionary/constants', query: { dict: 'reportGroupings' } },
  entityLevels: { path: '/dictionary/constants', query: { dict: 'entityLevels' } },
  bigListTypes: { path: '/dictionary/constants', query: { dict: 'bigListTypes' } },
} as const satisfies Record<string, DictionaryDefinition>;

/**
 * Where a dictionary is read and how its items are offered: `count` names an item's number shown
 * beside its name in a picker (a category's users); `fatal: false` makes a failed read the
 * field's to tell instead of the console's fatal panel; `permission` is the cabinet's permission
 * the platform reads it only for (the panel provider's calls: its segments'), which the contract
 * probe skips it without.
 */
export interface DictionaryDefinition {
  path: string;
  query?: Record<string, string>;
  by?: DictionaryParent;
  count?: string;
  fatal?: false;
  permission?: string;
}

export type DictionaryName = keyof typeof DICTIONARIES;

/**
 * A dictionary read for the value of another field: for the chosen parents with `query` (their ids,
 * comma-separated). Where its items belong to items of another dictionary (a model to its
 * manufacturer), `parent` is the item's property naming its parent and `dictionary` the parents'
 * dictionary (the picker groups the items under their names); without them the other field is any
 * field (a panel's provider). `example` is a value the contract probe reads it for, where the
 * platform refuses the read without one.
 */
export interface DictionaryParent {
  query: string;
  parent?: string;
  dictionary?: string;
  example?: string;
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
  panelCategories: 'категории интересов поставщика панели',
  panelFilters: 'фильтры поставщика панели',
  currencies: 'валюты',
  geoLevels: 'уровни географии',
  objectTypes: 'типы объектов',
  reportGroupings: 'группировки отчётов',
  entityLevels: 'уровни сущностей',
  bigListTypes: 'типы больших списков',
};
