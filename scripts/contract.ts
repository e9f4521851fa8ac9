/**
 * `npm run contract`: checks a running platform (or the reference API) against the schemas, as
 * docs/contract.md#probe describes. Signs in, repeats the console's reads (GET only), validates
 * every answer with the console's own validators and prints a Russian report. Exit code 0 when
 * every answer matches, 1 when some do not, 2 when the check could not run.
 *
 *   KABINET_CONTRACT_URL=https://… KABINET_CONTRACT_LOGIN=… KABINET_CONTRACT_PASSWORD=… npm run contract
 *
 * Optional: KABINET_CONTRACT_CABINET (a cabinet id; default the user's admin cabinet, else the first).
 * `--url`, `--login`, `--cabinet` override the variables; the password is read only from the environment.
 *
 * `npm run contract -- --openapi [--out file]`: prints (or writes) the contract as an OpenAPI 3.1
 * document generated from the schemas and resource files (scripts/lib/openapi/document.ts), after
 * Redocly's linter passed it; exit code 1 on a lint error. The build writes dist/openapi.json so.
 */
import fs from 'node:fs';
import { buildOpenApi } from './lib/openapi/document';
import { lintOpenApi } from './lib/openapi/lint';
import { runContract } from './lib/contract/run';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
};

if (args.includes('--openapi')) {
  const doc = await buildOpenApi(process.cwd());
  const problems = await lintOpenApi(doc);
  const errors = problems.filter((p) => p.includes('(error)'));
  for (const p of problems) console.error(p);
  const out = flag('out');
  if (errors.length) process.exitCode = 1;
  else if (out) fs.writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
  else console.log(JSON.stringify(doc, null, 2));
} else
  process.exitCode = await runContract(
    {
      url: flag('url') ?? process.env.KABINET_CONTRACT_URL,
      login: flag('login') ?? process.env.KABINET_CONTRACT_LOGIN,
      password: process.env.KABINET_CONTRACT_PASSWORD,
      cabinet: flag('cabinet') ?? process.env.KABINET_CONTRACT_CABINET,
    },
    { root: process.cwd(), print: (text) => console.log(text) },
  );
