/**
 * A record as the console's multipart create sends it (src/providers/schemaCalls.ts formOf): one
 * part per field, text as it is, anything else as JSON. `raw` parts go as written (a broken value).
 */
export function formBody(record: Record<string, unknown>, raw: Record<string, string> = {}) {
  const boundary = '----kabinet-form-boundary';
  const fields = { ...Object.fromEntries(Object.entries(record).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])), ...raw };
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  return { payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
