/** Texts of the debug session's campaign picker, loaded with it (a lazy chunk), not with the first screen. */
export const DEBUG_CAMPAIGN_TEXTS = {
  underDebug: 'уже в отладке',
  restart:
    'Кампания уже в отладке: запуск выдаст новый ID отладки, а прежний перестанет работать на тестовых устройствах',
};
