import { readOnlyHooks } from './agencyTransaction';

export const MODERATION_MESSAGES = {
  creativeNotFound: 'Креатив не найден',
  appNotFound: 'Приложение не найдено',
  readOnly: 'Очередь модерации меняется только сменой статуса',
} as const;

/** Both queues change only through their status calls (server/routes/moderation.ts). */
export const moderationCreativeHooks = readOnlyHooks(MODERATION_MESSAGES.readOnly);
export const moderationAppHooks = readOnlyHooks(MODERATION_MESSAGES.readOnly);
