/**
 * Stands in for jsonexport in react-admin's CSV exporter (scripts/vite/shims.ts aliases it):
 * the converter is only needed when someone presses «Экспорт», so it loads then instead of with
 * every list. jsonexport reports through a callback, so the caller cannot tell the difference.
 */
type Callback = (error: Error | null, csv: string) => void;

export default function jsonExport(data: unknown, ...rest: unknown[]): void {
  const callback = rest[rest.length - 1] as Callback;
  import('jsonexport/dist/index.js').then(
    (module) => module.default(data, ...rest),
    (error: Error) => callback(error, ''),
  );
}
