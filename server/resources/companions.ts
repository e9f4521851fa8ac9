import type { ResourceHooks } from '../context';
import { invalid } from '../errors';
import { findStoredFile } from '../routes/storage';

/**
 * A companion's fileInfo must be a file the storage holds (POST /storage/uploadfile answered
 * it): a record never points at a file that is not there, whatever a client sends.
 */
export const companionsHooks: ResourceHooks = {
  beforeStore(ctx, { data }) {
    const info = data.fileInfo as { id?: string; url?: string } | undefined;
    const stored = info?.id ? findStoredFile(ctx, info.id) : null;
    if (info && (!stored || stored.url !== info.url)) {
      throw invalid({ '/fileInfo': 'Файл не найден в хранилище: загрузите его заново' });
    }
    return stored ? { ...data, fileInfo: stored } : data;
  },
};
