import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/engine/load';
import { relatedProblems } from '../../../src/engine/relatedCheck';
import type { ValidatingSchemas } from '../../../src/engine/schema';

/** The catalog's schemas with the SSP's (or another schema's) x-related replaced. */
function withRelated(related: unknown, schemaId = 'ssp'): ValidatingSchemas {
  const ssp = { ...catalog.schemas.get(schemaId), 'x-related': related };
  const schemas = new Map(catalog.schemas.schemas);
  schemas.set(schemaId, ssp as never);
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

  it("names a row or table operation that is no transition of the rows' schema or does not fit its place, and a switch's field that is none", () => {
    const hint = (_name: string, known: string[]) => (known.includes('read') ? `; возможно, "${known[0]}"` : '');
    const problems = relatedProblems(
      withRelated(
        {
          a: {
            resource: 'notifications',
            field: 'groupId',
            rowOperations: ['raed', 'readAll'],
            operations: ['read'],
            toggle: { title: 'Только новые', filter: { statsu: 'new' } },
          },
        },
        'notificationGroup',
      ),
      catalog.resources,
      hint,
    );
    expect(problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
      '/x-related/a/rowOperations/0: у схемы notification нет перехода "raed" (x-operations); возможно, "read"',
      '/x-related/a/rowOperations/1: переход "readAll" схемы notification должен называть одну запись (id или {id} в пути)',
      '/x-related/a/operations/0: переход "read" схемы notification должен отбирать записи по полю "groupId" (match)',
      '/x-related/a/toggle/filter/statsu: "statsu" — не поле схемы notification',
    ]);
  });
});
