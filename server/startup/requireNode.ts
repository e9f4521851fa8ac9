/**
 * Imported first by server/main.ts and scripts/gen-types.ts (the first step of `npm install`'s
 * postinstall, `npm run build` and so of `npm start`): on a Node.js older than package.json's
 * engines field they stop with one message that says which version is needed, before any
 * module that needs a newer Node is evaluated.
 */
import { nodeTooOld } from './messages';
import { requiredNodeRange, satisfiesRange } from './nodeVersion';

const range = requiredNodeRange();
if (range && !satisfiesRange(process.versions.node, range)) {
  console.error(nodeTooOld(process.versions.node, range));
  process.exit(1);
}
