/**
 * Stands in for MUI's buildFormatNumber in its TablePagination (scripts/vite/shims.ts aliases
 * it): MUI builds an en-US Intl formatter for its default «1–25 of 100» when the module loads,
 * and the page's first Intl formatter loads the browser's ICU data (30–50 ms of the first list's
 * start). react-admin passes its own Russian label, so the formatter is built only if
 * that default is ever shown. MUI's Russian locale (src/layout/muiRussian.ts) builds its ru-RU
 * formatter on load too, and gets this one. Same behaviour otherwise: String() for what is not finite.
 */
export default function buildFormatNumber(locale: string): (value: number) => string {
  let formatter: Intl.NumberFormat | undefined;
  return (value) =>
    Number.isFinite(value) ? (formatter ??= new Intl.NumberFormat(locale)).format(value) : String(value);
}
