import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { OpenApiDocument } from './document';

/**
 * The document linted by Redocly's OpenAPI linter with its recommended rules (an established
 * linter, not ours): each problem as `rule: message (JSON pointer)`.
 */
export async function lintOpenApi(doc: OpenApiDocument): Promise<string[]> {
  const config = await createConfig({
    extends: ['recommended'],
    rules: {
      // The product's paths are what they are (/campaign/{id}/analytics beside /campaign/reach/{id}):
      // the request check (check.ts) tries literal segments before parameters.
      'no-ambiguous-paths': 'off',
      // Every schema is published, also those no call names yet (a dialog's form of its own).
      'no-unused-components': 'off',
      // The product creates an agency at POST /v2/agencies/, slash and all: a platform routing strictly
      // answers nothing at /v2/agencies, so the document says what the product says.
      'no-path-trailing-slash': 'off',
    },
  });
  const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
  return problems.map((p) => `${p.ruleId} (${p.severity}): ${p.message} (${p.location[0]?.pointer ?? ''})`);
}
