import type Ajv from 'ajv';
import { ACCESS_KEYWORDS } from './access';
import { FIELD_KEYWORDS } from './fields';
import { OPERATION_KEYWORDS } from './operations';
import { REFERENCE_KEYWORDS } from './references';
import { RESOURCE_KEYWORDS } from './resource';
import { RULE_KEYWORDS, VALIDATING } from './rules';

export { FILTER_MODES, type FilterMode } from './fields';
export { ON_DELETE, type OnDelete } from './references';

/**
 * Our `x-` keywords: only what JSON Schema cannot say, one file per family. Each has a
 * meta-schema, and this is their one registry: ajv knows no other, so in its strict mode a typo
 * (`x-refrence`) or a wrong value fails loudly with the schema's path.
 */
export const X_KEYWORDS = {
  ...RESOURCE_KEYWORDS,
  ...ACCESS_KEYWORDS,
  ...RULE_KEYWORDS,
  ...REFERENCE_KEYWORDS,
  ...FIELD_KEYWORDS,
  ...OPERATION_KEYWORDS,
} as const;

export function addXKeywords(ajv: Ajv): void {
  for (const [keyword, metaSchema] of Object.entries(X_KEYWORDS)) {
    const validating = VALIDATING[keyword as keyof typeof VALIDATING];
    ajv.addKeyword(
      validating ? { keyword, metaSchema, ...validating } : { keyword, metaSchema, schemaType: undefined },
    );
  }
}
