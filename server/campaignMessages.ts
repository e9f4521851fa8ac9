/** The Russian refusals of the campaign and group calls (server/routes/campaign.ts, group.ts). */
export const CAMPAIGN_MESSAGES = {
  accountOutOfReach: 'Аккаунт недоступен в этом кабинете',
  nothingToChange: 'Не задано ни одного изменения',
  creativesOtherType: 'Креативы нельзя скопировать в кампанию с другим типом креативов',
  unknownSegment: 'Сегмент не найден',
  required: 'Обязательное поле',
} as const;
