import { buildServer } from '../server/app';
import { referencePlaces } from '../server/reach/references';
import fs from 'node:fs';
const dir = fs.mkdtempSync('/tmp/x/k');
const app = buildServer({ dataDir: dir, seed: true });
await app.ready();
const ctx = app.kabinet;
for (const def of ctx.defs.values()) {
  const n = ctx.store.all(def.schemaId).length;
  for (const p of referencePlaces(ctx, def.schemaId)) console.log(def.schemaId.padEnd(22), String(n).padStart(5), p.path.join('.').padEnd(36), p.resource.padEnd(22), p.readOnly ? 'RO' : '');
}
await app.close();
