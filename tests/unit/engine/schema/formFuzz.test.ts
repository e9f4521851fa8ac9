// @vitest-environment node
// The README's promise 11 (form half): every field of every schema with an endpoint, fed values of
// the wrong type, out of range, too long and with the forbidden characters of docs/product.md#validation. The
// form's validator (GenericForm's useSchemaValidator: writablePayload, then the schema set) must
// put a Russian message on that very field, so the form refuses to submit and sends nothing.
// The reference API's half (400, never 500, nothing stored) is tests/unit/server/isolation.test.ts.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSchemaSet } from '../../../../src/engine/schema/loadNode';
import { writablePayload } from '../../../../src/engine/schema/records';
import type { JsonSchema } from '../../../../src/engine/schema/types';

const set = loadSchemaSet();
const FORBIDDEN = ['$', '^', '&', '*', '!', '@', '#'];
const RUSSIAN = /[А-Яа-яЁё]/;

type Case = [field: string, what: string, value: unknown];

/** The bad values one property must refuse, from its own schema. */
function badValues(name: string, prop: JsonSchema): Case[] {
  const p = set.resolve(prop);
  const types = ([] as string[]).concat((p.type as string | string[] | undefined) ?? (p.oneOf ? ['enum'] : []));
  const cases: Case[] = [];
  if (p.oneOf?.every((o: JsonSchema) => 'const' in o) || p.enum)
    cases.push([name, 'not one of the values', 'нет-такого-значения']);
  if (types.includes('string')) {
    cases.push([name, 'wrong type', { нечто: 1 }]);
    if (typeof p.maxLength === 'number') cases.push([name, 'too long', 'я'.repeat(p.maxLength + 1)]);
    if (p.format === 'safeText') {
      for (const c of FORBIDDEN) cases.push([name, `forbidden ${c}`, `<script>alert(1)</script> ${c}`]);
    }
  }
  if (types.includes('integer') || types.includes('number')) {
    cases.push([name, 'wrong type', 'сто']);
    if (typeof p.minimum === 'number') cases.push([name, 'below minimum', p.minimum - 1]);
    if (typeof p.maximum === 'number') cases.push([name, 'above maximum', p.maximum + 1]);
    if (types.includes('integer') && !types.includes('number')) cases.push([name, 'not whole', 1.5]);
  }
  if (types.includes('boolean')) cases.push([name, 'wrong type', 'да']);
  if (types.includes('array')) cases.push([name, 'wrong type', 'не список']);
  if (types.includes('object')) cases.push([name, 'wrong type', 'не объект']);
  return cases;
}

const schemaIds = fs
  .readdirSync('schemas')
  .filter((f) => f.endsWith('.schema.json') && !f.startsWith('_'))
  .map((f) => f.replace('.schema.json', ''))
  // Every schema the console has a form for: an endpoint, and not an API-only read model
  // (x-console: false — the DMP engine's reports).
  .filter((id) => set.get(id)['x-endpoint'] && set.get(id)['x-console'] !== false);

describe.each(schemaIds)('the %s form refuses bad input with a Russian message on the field', (id) => {
  const schema = set.resolve(set.get(id));
  const cases = Object.entries(schema.properties ?? {})
    .filter(([, prop]) => !set.resolve(prop as JsonSchema).readOnly)
    .flatMap(([name, prop]) => badValues(name, prop as JsonSchema));

  it('has fields to fuzz', () => expect(cases.length).toBeGreaterThan(0));

  it.each(cases)('%s: %s', (field, _what, value) => {
    // What the form validates is what it would send.
    const payload = writablePayload(set, id, { [field]: value });
    const errors = set.validate(id, payload) ?? {};
    const onField = Object.entries(errors).filter(
      ([pointer]) => pointer === `/${field}` || pointer.startsWith(`/${field}/`),
    );
    expect(
      onField.length,
      `no message on /${field} for ${JSON.stringify(value).slice(0, 40)}: ${JSON.stringify(errors)}`,
    ).toBeGreaterThan(0);
    for (const [, message] of onField) expect(message).toMatch(RUSSIAN);
  });
});
