import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/engine/load';
import { readCell } from '../../../src/import/cellValue';
import { importShape, withDictionaries } from '../../../src/import/shape';

const def = catalog.byKey('campaigns')!;
const resource = { def, fields: catalog.fields(def), schemas: catalog.schemas };
const words = { yes: ['да'], no: ['нет'] };

describe('the import’s shape of a resource', () => {
  it('finds an existing campaign by its declared key, account and name', () => {
    expect(importShape(resource).key).toEqual(['accountId', 'name']);
  });

  it('reads a dictionary cell by the dictionary’s names as well as by the codes the export writes', async () => {
    const shape = await withDictionaries(importShape(resource), async (name) =>
      name === 'manufacturers'
        ? [
            { id: 'apple', name: 'Apple' },
            { id: 'samsung', name: 'Samsung' },
          ]
        : [],
    );
    const makers = shape.columns.find((c) => c.source === 'targets.device.manufacturers')!;
    expect(readCell(makers, 'Apple; samsung', words)).toEqual({ value: ['apple', 'samsung'] });
    expect(readCell(makers, 'Нокиа', words)).toEqual({ value: ['Нокиа'] });
  });
});
