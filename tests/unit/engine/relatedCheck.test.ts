import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/engine/load';
import { relatedProblems } from '../../../src/engine/relatedCheck';
import type { ValidatingSchemas } from '../../../src/engine/schema';

/** The catalog's schemas with the SSP's x-related replaced. */
function withRelated(related: unknown): ValidatingSchemas {
  const ssp = { ...catalog.schemas.get('ssp'), 'x-related': related };
  const schemas = new Map(catalog.schemas.schemas);
  schemas.set('ssp', ssp as never);
  return { ...catalog.schemas, schemas, resolve: catalog.schemas.resolve } as ValidatingSchemas;
}

describe('x-related is checked at start', () => {
  it("the repository's declarations hold", () => {
    expect(relatedProblems(catalog.schemas, catalog.resources)).toEqual([]);
  });

  it('names an unknown resource, a field that is not one, and a field that names another resource', () => {
    const problems = relatedProblems(
      withRelated({
        a: { resource: 'sspErorrs', field: 'sysname' },
        b: { resource: 'sspErrors', field: 'sysnme' },
        c: { resource: 'sspErrors', field: 'code' },
      }),
      catalog.resources,
      (name, known) => (known.includes('sspErrors') && name === 'sspErorrs' ? '; возможно, "sspErrors"' : ''),
    );
    expect(problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
      '/x-related/a/resource: нет ресурса "sspErorrs"; возможно, "sspErrors"',
      '/x-related/b/field: "sysnme" — не поле схемы sspError',
      '/x-related/c/field: поле "code" схемы sspError должно ссылаться на "ssps" (x-reference)',
    ]);
  });
});
