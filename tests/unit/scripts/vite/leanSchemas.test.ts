import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { leanSchemas, withoutErrorMessages } from '../../../../scripts/vite/leanSchemas';

describe('schemas in the bundle (scripts/vite/leanSchemas.ts)', () => {
  it("lose ajv-errors' messages at any depth, not a property, definition or value of that name", () => {
    const schema = {
      type: 'object',
      errorMessage: { required: 'Укажите имя' },
      properties: {
        errorMessage: { type: 'string', errorMessage: 'Строка' },
        name: { type: 'string', minLength: 1, errorMessage: { minLength: 'Пусто' } },
        rules: {
          type: 'array',
          items: { oneOf: [{ const: { errorMessage: 'данные' } }, { type: 'null', errorMessage: 'x' }] },
        },
      },
      $defs: { errorMessage: { type: 'integer' } },
      default: { errorMessage: 'данные' },
    };
    expect(withoutErrorMessages(schema)).toEqual({
      type: 'object',
      properties: {
        errorMessage: { type: 'string' },
        name: { type: 'string', minLength: 1 },
        rules: { type: 'array', items: { oneOf: [{ const: { errorMessage: 'данные' } }, { type: 'null' }] } },
      },
      $defs: { errorMessage: { type: 'integer' } },
      default: { errorMessage: 'данные' },
    });
  });

  it('keep what the console reads of a real schema: titles, nested descriptions, extensions', () => {
    const file = path.resolve('schemas/brandlift.schema.json');
    const source = fs.readFileSync(file, 'utf8');
    const transform = leanSchemas().transform as (code: string, id: string) => { code: string };
    const lean = transform(source, file).code;
    const count = (text: string, key: string) => text.match(new RegExp(`"${key}"\\s*:`, 'g'))?.length ?? 0;
    expect(count(source, 'errorMessage')).toBeGreaterThan(0);
    expect(count(lean, 'errorMessage')).toBe(0);
    expect(count(lean, 'title')).toBe(count(source, 'title'));
    // The root description (developers' documentation) goes; a field's, its input's help, stays.
    expect(count(lean, 'description')).toBe(count(source, 'description') - 1);
    expect(count(lean, 'x-[a-zA-Z]+')).toBe(count(source, 'x-[a-zA-Z]+'));
  });
});
