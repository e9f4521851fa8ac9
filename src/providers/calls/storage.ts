import type { RequestFn } from './index';

export type { StoredFile } from '../../domain/storedFile';
import type { StoredFile } from '../../domain/storedFile';

export function storageCalls(request: RequestFn) {
  return {
    /** Uploads one file (multipart) to the platform storage; the record keeps the answer. */
    async uploadFile(file: File, signal?: AbortSignal): Promise<StoredFile> {
      const body = new FormData();
      body.append('file', file, file.name);
      const { data } = await request<StoredFile>('/storage/uploadfile', { method: 'POST', body, signal });
      return data;
    },
  };
}
