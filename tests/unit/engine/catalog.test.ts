import { describe, expect, it } from 'vitest';
import { createCatalog } from '../../../src/engine/catalog';
import { createSchemaSet } from '../../../src/engine/schema/schemaSet';
import defs from '../../../schemas/_defs.schema.json';

const entity = (id: string, extra: Record<string, unknown>) => ({
  $id: id,
  title: 'Геообласть',
  type: 'object',
  properties: {
    id: { $ref: '_defs#/$defs/objectId', title: 'ID', readOnly: true },
    name: { $ref: '_defs#/$defs/name', title: 'Название' },
  },
  ...extra,
});

describe('catalog: one schema file is a resource', () => {
  it('gives a schema without a resource file a resource with defaults, placed by x-console', () => {
    const set = createSchemaSet({
      '_defs.schema.json': defs,
      'geo-area.schema.json': entity('geo-area', {
        'x-endpoint': '/v2/geo-areas',
        'x-permission': 'manageAudience',
        'x-console': { label: 'Геообласти', menu: 'tools' },
      }),
      'plain.schema.json': entity('plain', { 'x-endpoint': '/v2/plains' }),
      'feed.schema.json': entity('feed', { 'x-endpoint': '/v2/feed', 'x-console': false }),
      'body.schema.json': entity('body', {}),
    });
    const catalog = createCatalog(set, {});
    expect(catalog.resources.map((r) => r.key).sort()).toEqual(['geo-areas', 'plains']);
    expect(catalog.byKey('geo-areas')).toMatchObject({
      path: 'geo-areas',
      label: 'Геообласти',
      menu: { group: 'tools', order: 100 },
      permissions: ['manageAudience'],
      endpoint: '/v2/geo-areas',
    });
    expect(catalog.byKey('plains')).toMatchObject({
      path: 'plains',
      label: 'Геообласть',
      menu: undefined,
      permissions: [],
    });
  });

  it('refuses a schema-only resource whose key a resource file already has', () => {
    const set = createSchemaSet({
      '_defs.schema.json': defs,
      'a.schema.json': entity('a', { 'x-endpoint': '/v2/things' }),
      'b.schema.json': entity('b', { 'x-endpoint': '/v2/things', 'x-console': { path: 'other/things' } }),
    });
    expect(() => createCatalog(set, { '/resources/things.ts': { schema: 'a', path: 'things' } })).toThrow(
      'b.schema.json: /x-endpoint: ресурс "things" уже есть',
    );
  });

  it('refuses an x-console that is neither false nor a placement', () => {
    expect(() =>
      createSchemaSet({
        '_defs.schema.json': defs,
        'c.schema.json': entity('c', { 'x-endpoint': '/v2/c', 'x-console': { menu: 'nowhere' } }),
      }),
    ).toThrow('c.schema.json: /x-console');
  });

  it('refuses a column that is not a field at start; the production bundle leaves that to the checks before it', () => {
    const set = createSchemaSet({
      '_defs.schema.json': defs,
      'a.schema.json': entity('a', { 'x-endpoint': '/v2/things' }),
    });
    const modules = { '/resources/things.ts': { schema: 'a', path: 'things', list: { columns: ['name', 'colour'] } } };
    expect(() => createCatalog(set, modules)).toThrow(
      'resources/things.ts: /list/columns/1: "colour" — не поле схемы a',
    );
    const production = createCatalog(set, modules, { checkColumns: false });
    expect(production.fields(production.byKey('things')!).map((f) => f.source)).toEqual(['id', 'name']);
  });
});
