import type { ThemeOptions } from '@mui/material/styles';
import { variant as buildVariant, type Variant } from '../variants';
import { FONT_FAMILY, TEXT_SECONDARY } from './brand';
import { Z_INDEX_DIALOG } from './constants';
import { muiRussian } from './muiRussian';

/**
 * The console's look, as plain MUI theme options: the sign-in chunk uses them with MUI alone,
 * the cabinet merges them over react-admin's defaults. Only the primary colour differs by variant.
 * MUI's own texts (buttons' titles, pagination's labels) are Russian in both (muiRussian.ts).
 */
export function themeOptions(v: Variant = buildVariant): ThemeOptions {
  return mergeThemeOptions<ThemeOptions>(muiRussian, {
    palette: {
      mode: 'light',
      primary: { main: v.primary },
      secondary: { main: v.secondary },
      background: { default: '#f4f6fb', paper: '#ffffff' },
      text: { primary: '#1d2433', secondary: TEXT_SECONDARY },
      // MUI's orange (#ed6c02) gives 2.9:1 on the page background; this one 4.6:1 (WCAG AA text).
      warning: { main: '#b45309' },
      // MUI's red (#d32f2f) gives 3.9:1 on the selection bar's tint (a list's «Удалить» and
      // «Остановить» once rows are ticked); this one 5.1:1 there and 6.5:1 on white.
      error: { main: '#b91c1c' },
      divider: 'rgba(29, 36, 51, 0.10)',
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: FONT_FAMILY,
      h4: { fontWeight: 600, letterSpacing: '-0.01em' },
      h5: { fontWeight: 600, letterSpacing: '-0.01em' },
      h6: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    // Dialogs (and menus, popovers) above the fatal panel's base layer; toasts and tooltips above them.
    zIndex: { modal: Z_INDEX_DIALOG, snackbar: Z_INDEX_DIALOG + 100, tooltip: Z_INDEX_DIALOG + 200 },
    components: {
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { borderRadius: 8 } } },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: 14 } } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiTooltip: { styleOverrides: { tooltip: { fontSize: '0.8rem' } } },
      // A checkbox named by aria-label (react-admin's row and page checkboxes) names its input,
      // the element a screen reader announces, instead of the decorative span around it.
      MuiCheckbox: {
        defaultProps: {
          slotProps: {
            root: (o: { 'aria-label'?: string }) => (o['aria-label'] ? { 'aria-label': undefined } : {}),
            input: (o: { 'aria-label'?: string }) => (o['aria-label'] ? { 'aria-label': o['aria-label'] } : {}),
          },
        },
      },
      // The hint under a disabled field says why it is disabled: it stays readable (4.5:1).
      MuiFormHelperText: {
        styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
      },
    },
  } satisfies ThemeOptions);
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;

/** Deep merge of theme option trees (later wins); functions and arrays are taken as they are. */
export function mergeThemeOptions<T extends object>(...sources: object[]): T {
  const out: Record<string, unknown> = {};
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      out[key] = isPlainObject(value) && isPlainObject(out[key]) ? mergeThemeOptions(out[key] as object, value) : value;
    }
  }
  return out as T;
}
