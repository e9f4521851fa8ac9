import type { StoredFile } from '../../providers/calls/storage';
import type { ShownFile } from './filePreview';

/**
 * What a file field holds, read the same way by its input and its display: an object field
 * keeps the stored file, a string field its id with the address in the `url` sibling.
 */
export function shownFile(value: unknown, url: unknown): ShownFile | null {
  if (value && typeof value === 'object') {
    const stored = value as Partial<StoredFile>;
    return typeof stored.url === 'string'
      ? { url: stored.url, name: stored.name ?? '', size: stored.size, mimeType: stored.mimeType }
      : null;
  }
  return typeof value === 'string' && value && typeof url === 'string' && url ? { url, name: '' } : null;
}
