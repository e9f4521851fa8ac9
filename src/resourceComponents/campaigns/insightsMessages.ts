/**
 * Texts of the campaign's analytics dialog. They load with the dialog (a lazy chunk), not with
 * the cabinet's first screen, whose catalogue of texts is full (docs/performance.md).
 */
export const INSIGHTS_TEXTS = {
  button: 'Аналитика',
  title: (name: string) => `Аналитика кампании «${name}»`,
  close: 'Закрыть',
  failed: 'Не удалось загрузить аналитику кампании. Попробуйте позже',

  owner: 'Владелец',
  account: 'Аккаунт',
  agency: 'Агентство',
  cabinet: 'Кабинет',

  reach: 'Охват',
  audience: 'Аудитория за период',
  reached: 'Уже охвачено',
  frequency: 'Частота',
  forecastImpressions: 'Прогноз показов',
  reachPeriod: (start: string, end: string) => `Прогноз по настройкам кампании на период ${start} — ${end}`,
  people: 'чел.',

  figures: 'Показатели',
  periodDays: (days: number) => `${days} дн.`,
  periodLabel: 'Период',
  impressions: 'Показы',
  clicks: 'Клики',
  ctr: 'CTR',
  completes: 'Досмотры',
  vtr: 'VTR',
  spent: 'Расход',
  byDay: 'По дням',
  bySsp: 'По SSP',
  byDevice: 'По устройствам',
  day: 'День',
  ssp: 'SSP',
  device: 'Устройство',
  noFigures: 'За период показов не было',

  ifa: 'ID устройств',
  ifaHint: 'Рекламные идентификаторы устройств (IDFA, GAID), у которых было событие: файл для аудитории ретаргетинга',
  ifaEvents: { show: 'Показы', click: 'Клики', vtr: 'Досмотры', install: 'Установки' },
  ifaFileTitles: { show: 'показы', click: 'клики', vtr: 'досмотры', install: 'установки' },
  ifaFileName: (campaign: string, event: string) => `Кампания ${campaign} — ID устройств, ${event}`,
  ifaReady: (name: string) => `Файл ${name} скачан`,
  ifaFailed: 'Не удалось выгрузить ID устройств. Попробуйте позже',
} as const;
