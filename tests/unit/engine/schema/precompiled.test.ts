// @vitest-environment node
// The console's validators are generated at build time (scripts/gen-validators.ts) and loaded
// lazily (src/engine/load.ts); they must answer exactly as the reference API's run-time
// compiled ones: the same Russian message at the same field pointer, for every schema.
import { describe, expect, it } from 'vitest';
import { analyseEntity } from '../../../../src/engine/analyse';
import { loadSchemaSet } from '../../../../src/engine/schema/loadNode';
import { createPrecompiledSchemaSet, type ValidatorLoaders } from '../../../../src/engine/schema/precompiled';
import { sampleRecord } from '../../../generated/sampleRecord';

const server = loadSchemaSet();
const files = import.meta.glob<unknown>('/schemas/*.schema.json', { eager: true, import: 'default' });
const modules = import.meta.glob('/src/engine/generated/validators/*.js') as unknown as ValidatorLoaders;
const loaders: ValidatorLoaders = Object.fromEntries(
  Object.entries(modules).map(([f, load]) => [f.replace(/^.*\//, '').replace(/\.js$/, ''), load]),
);
const browser = createPrecompiledSchemaSet(files, loaders);

/** Valid-looking, empty, and wrong in every way the helpers of docs/product.md#validation catch. */
function inputs(id: string): unknown[] {
  const schema = server.get(id);
  if (!schema.properties) return [{}];
  const sample = sampleRecord(analyseEntity(server, id));
  const wrong = Object.fromEntries(
    Object.keys(schema.properties).map((k, i) => [
      k,
      ['Ромашка!', 'a b', 'ABC', -5, 10 ** 12, '', 'нет@', 'ftp://x', [1, 1], { x: 1 }, true][i % 11],
    ]),
  );
  return [{}, sample, wrong, { ...sample, unexpected: 1 }];
}

describe('precompiled validators', () => {
  it('exist for every schema', () => {
    expect(Object.keys(loaders).sort()).toEqual([...server.schemas.keys()].sort());
  });

  it.each([...server.schemas.keys()])('%s: the same field errors as the server', async (id) => {
    for (const data of inputs(id)) {
      expect(await browser.validate(id, data)).toEqual(server.validate(id, data));
    }
  });

  it('keep the Russian texts of docs/product.md#validation', async () => {
    expect(
      await browser.validate('account', {
        name: 'Ромашка!',
        agencyID: 'ABC',
        finance: { currency: 'eur', commission: 120 },
      }),
    ).toEqual(
      server.validate('account', { name: 'Ромашка!', agencyID: 'ABC', finance: { currency: 'eur', commission: 120 } }),
    );
    expect(await browser.validate('account', {})).toMatchObject({ '/name': 'Обязательное поле' });
  });

  it('refuse money past two decimals at the field, as the API does (an amount moved, a stored sum)', async () => {
    for (const money of [1e-9, 0.001, 0.004, 1e-320, 10.005]) {
      const body = { action: 'deposit', money };
      expect(await browser.validate('balanceChange', body)).toEqual({
        '/money': 'Не больше двух знаков после запятой',
      });
      expect(server.validate('balanceChange', body)).toEqual({ '/money': 'Не больше двух знаков после запятой' });
    }
    for (const money of [0.01, 0.07, 12345.67, 999_999_999_999.99])
      expect(await browser.validate('balanceChange', { action: 'deposit', money })).toBeNull();
    expect(await browser.validate('balanceChange', { action: 'deposit', money: 0 })).toEqual({
      '/money': 'Сумма должна быть больше нуля',
    });
    expect((await browser.validate('agency', { balance: 0.005 }))?.['/balance']).toBe(
      'Не больше двух знаков после запятой',
    );
  });

  it('refuses an unknown schema', async () => {
    await expect(browser.validate('nope', {})).rejects.toThrow('Нет схемы "nope"');
  });
});
