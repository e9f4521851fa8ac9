import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/engine/load';
import { importShape, withDictionaries } from '../../../src/import/shape';
import { allowedValues } from '../../../src/import/templateFile';

// The template's second sheet, «Допустимые значения»: a column per field of codes — the schema's
// enums and the fields whose values a platform dictionary names — with the names a cell may hold.

const def = catalog.byKey('campaigns')!;
const resource = { def, fields: catalog.fields(def), schemas: catalog.schemas };
const DICTIONARIES: Record<string, { id: string; name: string }[]> = {
  manufacturers: [
    { id: 'apple', name: 'Apple' },
    { id: 'samsung', name: 'Samsung' },
  ],
  deviceModels: [{ id: 'iphone-15', name: 'iPhone 15' }],
};

const column = (sheet: ReturnType<typeof allowedValues>, header: string) => {
  const i = sheet[0].indexOf(header);
  expect(i, header).toBeGreaterThanOrEqual(0);
  return sheet
    .slice(1)
    .map((row) => row[i])
    .filter((cell) => cell !== null);
};

describe('the template’s allowed values', () => {
  it('list the names of each dictionary field as the dictionary call gives them, beside the enums', async () => {
    const read: string[] = [];
    const shape = await withDictionaries(importShape(resource), async (name) => {
      read.push(name);
      return DICTIONARIES[name] ?? [];
    });
    const sheet = allowedValues(shape.columns);
    expect(column(sheet, 'Устройства: Производители')).toEqual(['Apple', 'Samsung']);
    expect(column(sheet, 'Устройства: Модели устройств')).toEqual(['iPhone 15']);
    expect(column(sheet, 'Тип креативов')).toEqual(expect.arrayContaining(['Видео', 'Баннер']));
    expect(read.sort()).toEqual(['deviceModels', 'manufacturers']);
  });

  it('leave a dictionary out while its names are unknown (nothing to list)', () => {
    const sheet = allowedValues(importShape(resource).columns);
    expect(sheet[0]).not.toContain('Устройства: Производители');
    expect(sheet[0]).toContain('Тип креативов');
  });
});
