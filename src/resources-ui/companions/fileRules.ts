/**
 * What a companion file may be (the schema's fileInfo.mimeType enum) and how big it should be.
 * The storage takes up to 20 MB; over the recommended size the form warns but lets it go.
 */
export const COMPANION_FORMATS: Record<string, string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
};
export const RECOMMENDED_BYTES = 5 * 1024 * 1024;
export const ACCEPT = Object.entries(COMPANION_FORMATS).flatMap(([type, exts]) => [type, ...exts.map((e) => `.${e}`)]).join(',');

/** Both the type the browser reports and the extension must be an allowed image. */
export function isAllowedFormat(file: { name: string; type: string }): boolean {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const exts = COMPANION_FORMATS[file.type];
  return !!exts && exts.includes(ext);
}

/** 1536 → { key: 'kilobytes', value: '1,5' } (Russian number format). */
export function sizeParts(bytes: number): { key: 'bytes' | 'kilobytes' | 'megabytes'; value: string } {
  const fmt = (n: number) => n.toLocaleString('ru-RU', { maximumFractionDigits: 1 });
  if (bytes < 1024) return { key: 'bytes', value: String(bytes) };
  if (bytes < 1024 * 1024) return { key: 'kilobytes', value: fmt(bytes / 1024) };
  return { key: 'megabytes', value: fmt(bytes / 1024 / 1024) };
}
