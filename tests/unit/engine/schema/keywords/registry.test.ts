// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { X_KEYWORDS } from '../../../../../src/engine/schema/keywords';
import { createSchemaSet } from '../../../../../src/engine/schema/schemaSet';

const schemaWith = (root: Record<string, unknown>) => () =>
  createSchemaSet({
    'probe.schema.json': { $id: 'probe', title: 'Проба', type: 'object', properties: {}, ...root },
  });

/**
 * The x- keywords' meta-schemas live one file per family (src/engine/schema/keywords/), and one
 * registry hands them all to ajv: a keyword of every family is known, and in strict mode a
 * misspelt one or a wrong value is refused.
 */
describe('the x- keywords', () => {
  it('are registered from every family', () => {
    for (const keyword of [
      'x-endpoint',
      'x-gender',
      'x-permission',
      'x-unique',
      'x-reference',
      'x-file',
      'x-operations',
    ])
      expect(X_KEYWORDS).toHaveProperty([keyword]);
  });

  it('take a declared value and refuse a misspelt keyword or a wrong value', () => {
    expect(schemaWith({ 'x-gender': 'f' })).not.toThrow();
    expect(schemaWith({ 'x-gendre': 'f' })).toThrow(/x-gendre/);
    expect(schemaWith({ 'x-gender': 'ж' })).toThrow();
    expect(schemaWith({ 'x-permission': 'manageAudiense' })).toThrow();
  });
});
