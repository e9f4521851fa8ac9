/** A declared call as the data provider makes it (src/providers/dataProvider.ts): path and query filled in already. */
export interface FilledCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  query?: Record<string, unknown>;
  headers?: Record<string, string>;
  responseType?: 'json' | 'blob';
  /** The answer's media type asked for (an HTML page), when not JSON. */
  accept?: string;
  /** The body (an object of values) goes as a multipart form. */
  multipart?: true;
}

/** What the engine's declared actions need of the data provider: one call, its answer's body. */
export interface DeclaredCallProvider {
  declaredCall(call: FilledCall): Promise<unknown>;
}
