/** A file part: its file name and its text. */
export interface FilePart {
  name: string;
  text: string;
}

/**
 * A record as the console's multipart create sends it (src/providers/schemaCalls.ts formOf): one
 * part per field, text as it is, anything else as JSON. `raw` parts go as written (a broken value);
 * `files` go as file parts under their field's name (x-file.part).
 */
export function formBody(
  record: Record<string, unknown>,
  raw: Record<string, string> = {},
  files: Record<string, FilePart> = {},
) {
  const boundary = '----kabinet-form-boundary';
  const fields = {
    ...Object.fromEntries(Object.entries(record).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])),
    ...raw,
  };
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  for (const [k, file] of Object.entries(files))
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n${file.text}\r\n`,
    );
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

interface Declared {
  endpoint: string;
  schema: { 'x-calls'?: { create?: { path: string; body: string }; delete?: { path: string; idsQuery?: string } } };
}

/** How a test walking every schema creates a record: the schema's own create call (x-calls) or POST endpoint. */
export function createRequest(def: Declared, record: Record<string, unknown>) {
  const create = def.schema['x-calls']?.create;
  if (create?.body !== 'multipart')
    return { method: 'POST' as const, url: create?.path ?? def.endpoint, payload: record as object, headers: {} };
  const form = formBody(Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined && v !== null)));
  return { method: 'POST' as const, url: create.path, payload: form.payload, headers: form.headers };
}

/**
 * The bulk delete of a schema (x-calls or DELETE endpoint?ids=), for these ids; where the platform
 * deletes one record at a time (x-calls without idsQuery), the first id's (an unknown one without ids).
 */
export function deleteUrl(def: Declared, ids: string[] = []): string {
  const del = def.schema['x-calls']?.delete;
  if (del && !del.idsQuery) return del.path.replace('{id}', ids[0] ?? '0'.repeat(24));
  const [path, param] = del ? [del.path, del.idsQuery] : [def.endpoint, 'ids'];
  return ids.length ? `${path}?${param}=${ids.join(',')}` : path;
}
