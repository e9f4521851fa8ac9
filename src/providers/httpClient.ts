import { apiEvents } from './apiEvents';
import { PROVIDER_MESSAGES } from './messages';
import { getCabinetId, getToken } from './storage';

/** API base URL, fixed at build time (VITE_API_URL); empty means the console's own origin. */
export const API_URL: string = (import.meta.env?.VITE_API_URL as string | undefined) ?? '';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** A plain value is sent as JSON; FormData as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** docs/product.md#errors: a failed fatal call (lists, dictionaries) shows the fatal-error panel. */
  fatal?: boolean;
  /** Sign-in and password screens: a 401 there is an answer, not a lost session. */
  anonymous?: boolean;
  /**
   * A read made ahead of need (the cabinet's first reads while its code loads): a failure is
   * thrown but not announced to the shell; the screen that takes the read repeats it loudly.
   */
  quiet?: boolean;
  /**
   * A call about one record among many (the bulk edit's reads and writes): its 403 or 404 is that
   * record's refusal, told beside the record by the caller, not the end of the session or the
   * not-found page; a 401 still ends the session.
   */
  oneOfMany?: boolean;
  responseType?: 'json' | 'blob';
}

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  data: T;
}

/** A failed call: the server's status and body reach the caller as they came (docs/product.md#errors). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: { message?: string; errors?: Record<string, string>; [k: string]: unknown } | null,
    /** The answer's headers (Retry-After of a 429); none when there was no answer. */
    readonly headers?: Headers,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE = PROVIDER_MESSAGES.offline;

export function buildQuery(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The one place the console talks to the platform; components never call fetch themselves. */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const headers = requestHeaders(options);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`${API_URL}${path}${buildQuery(options.query)}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (e) {
    // Cancelled requests pass through untouched (docs/product.md#errors).
    if ((e as Error).name === 'AbortError') throw e;
    if (options.fatal && !options.quiet) apiEvents.emit({ type: 'fatal', message: NETWORK_ERROR_MESSAGE });
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0, null);
  }

  if (response.ok) {
    const data = options.responseType === 'blob' ? await response.blob() : await readJson(response);
    return { status: response.status, headers: response.headers, data: data as T };
  }

  throw failure(response.status, response.statusText, await readJson(response), response.headers, options);
}

/** The token and cabinet every call carries (uploads with progress too: uploadRequest.ts). */
export function requestHeaders(options: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getToken();
  const cabinetId = getCabinetId();
  if (token && !options.anonymous) headers.Authorization = `Bearer ${token}`;
  if (cabinetId && !headers.Cabinet) headers.Cabinet = cabinetId;
  return headers;
}

/** A failed answer as the ApiError the caller gets, told to the shell once (lost session, not found, fatal). */
export function failure(
  status: number,
  statusText: string,
  body: unknown,
  headers: Headers,
  options: RequestOptions,
): ApiError {
  const errorBody = body as ApiError['body'];
  const message = errorBody?.message ?? statusText ?? PROVIDER_MESSAGES.status(status);
  if (options.quiet) return new ApiError(message, status, errorBody, headers);
  if ((status === 401 || (status === 403 && !options.oneOfMany)) && !options.anonymous) {
    apiEvents.emit({ type: 'unauthorized', status });
  } else if (status === 404 && !options.oneOfMany) {
    apiEvents.emit({ type: 'notFound' });
  } else if (options.fatal && status !== 429) {
    // A 429 is the platform asking to wait (a user's heavy reports already running, a rate
    // limit), not a failure of the system: the caller tells it (a list's toast), and the screen
    // stays usable instead of going behind the fatal-error panel.
    apiEvents.emit({ type: 'fatal', status, message });
  }
  return new ApiError(message, status, errorBody, headers);
}

async function readJson(response: Response): Promise<unknown> {
  return parseJson(await response.text());
}

export function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}
