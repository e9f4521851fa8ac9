/**
 * A text of the import's catalogue with its %{…} places filled. The worker has no translate, so
 * the import's texts are used as they are on both sides.
 */
export const fill = (text: string, args: Record<string, string | number>) =>
  text.replace(/%\{(\w+)\}/g, (_, k: string) => String(args[k] ?? ''));

/** A record title as a file name: no characters a file system refuses, never empty. */
export const fileName = (label: string) =>
  label
    .replace(/[\\/:*?"<>|«»]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim() || 'import';
