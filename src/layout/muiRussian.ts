import { ruRU } from '@mui/material/locale';
import type { ThemeOptions } from '@mui/material/styles';
import { shellMessages } from '../i18n/messages';

/**
 * MUI's own texts in Russian, as theme defaults, for every MUI component the console draws:
 * an autocomplete's «Открыть», «Очистить», «Нет доступных вариантов», a pagination's
 * «Навигация по страницам» and its page buttons, an alert's «Закрыть» (MUI's `ruRU` locale).
 * Without it MUI falls back to English wherever the console or react-admin passes no text of
 * its own (the statistics and authorization screens' pickers, react-admin's list of strings,
 * the panels' own tables). Charts get the overlay texts of a chart with no data yet or none at
 * all; a chart that names its own keeps them. MUI builds the locale's number formatter on first
 * use, not on load (scripts/vite/shims.ts).
 */
export const muiRussian: ThemeOptions = {
  components: {
    ...ruRU.components,
    // @mui/x-charts reads this theme key (ChartsLocalizationProvider); MUI's types do not list it.
    ...({ MuiChartsLocalizationProvider: { defaultProps: { localeText: shellMessages.kabinet.charts } } } as object),
  },
};
