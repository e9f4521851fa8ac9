/**
 * The report groupings (docs/product.md#entities "Report grouping dimensions") and figures, shared by the
 * console and the reference API (server/statistics): no imports, so the server can load it.
 */
export const STATISTICS_DIMENSIONS = [
  'hour',
  'day',
  'campaign',
  'ssp',
  'creative',
  'domain',
  'bundle',
  'ageInterval',
  'gender',
  'country',
  'region',
  'city',
  'device',
] as const;
export type StatisticsDimension = (typeof STATISTICS_DIMENSIONS)[number];

/** Russian labels of the dimensions (the same as /dictionary/constants?dict=reportGroupings): the report screens' and the API's messages. */
export const DIMENSION_TITLES: Record<StatisticsDimension, string> = {
  hour: 'Час',
  day: 'День',
  campaign: 'Кампания',
  ssp: 'SSP',
  creative: 'Креатив',
  domain: 'Домен',
  bundle: 'Бандл',
  ageInterval: 'Возраст',
  gender: 'Пол',
  country: 'Страна',
  region: 'Регион',
  city: 'Город',
  device: 'Устройство',
};

export const STATISTICS_METRICS = ['impressions', 'clicks', 'ctr', 'views', 'completes', 'vtr', 'spent'] as const;
export type StatisticsMetric = (typeof STATISTICS_METRICS)[number];
