import {
  API_URL,
  ApiError,
  buildQuery,
  failure,
  NETWORK_ERROR_MESSAGE,
  parseJson,
  requestHeaders,
  type QueryValue,
} from './httpClient';
import { PROVIDER_MESSAGES } from './messages';

/**
 * A multipart POST that reports how much has been sent, for the file inputs' progress bar
 * (fetch cannot tell). Same headers and the same failures as every other call (httpClient.ts);
 * loaded with the first upload, so the shell does not carry it.
 */
export function uploadWithProgress<T>(
  path: string,
  body: FormData,
  options: {
    query?: Record<string, QueryValue>;
    signal?: AbortSignal;
    onProgress?(fraction: number): void;
  },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_URL}${path}${buildQuery(options.query)}`);
    for (const [name, value] of Object.entries(requestHeaders({}))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      reject(failure(xhr.status, xhr.statusText, data, headersOf(xhr), {}));
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR_MESSAGE, 0, null));
    xhr.onabort = () => reject(new DOMException(PROVIDER_MESSAGES.uploadAborted, 'AbortError'));
    if (options.signal?.aborted) return xhr.abort();
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}
