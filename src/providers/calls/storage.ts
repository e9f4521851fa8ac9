import type { RequestFn } from './index';

export type { StoredFile } from '../../domain/storedFile';
import type { StoredFile } from '../../domain/storedFile';

export interface UploadOptions {
  signal?: AbortSignal;
  /** Called as the bytes go, with the part sent (0…1). */
  onProgress?(fraction: number): void;
  /** The field the file is for: the storage holds it to the field's x-file rules. */
  field?: { schema: string; path: string };
}

export function storageCalls(_request: RequestFn) {
  return {
    /** Uploads one file (multipart) to the platform storage; the record keeps the answer. */
    async uploadFile(file: File, options: UploadOptions = {}): Promise<StoredFile> {
      const body = new FormData();
      body.append('file', file, file.name);
      const { uploadWithProgress } = await import('../uploadRequest');
      return uploadWithProgress<StoredFile>('/storage/uploadfile', body, {
        query: options.field ? { schema: options.field.schema, field: options.field.path } : undefined,
        signal: options.signal,
        onProgress: options.onProgress,
      });
    },
  };
}
