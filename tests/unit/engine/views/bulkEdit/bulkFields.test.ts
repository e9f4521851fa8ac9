import { describe, expect, it } from 'vitest';
import { catalog } from '../../../../../src/engine/load';
import { bulkFields } from '../../../../../src/engine/views/bulkEdit/bulkFields';

const titlesOf = (key: string) => {
  const def = catalog.byKey(key)!;
  return bulkFields(catalog.fields(def), catalog.schemas.get(def.schema)['x-id'] ?? 'id').map((f) => f.title);
};
const sourcesOf = (key: string) => {
  const def = catalog.byKey(key)!;
  return bulkFields(catalog.fields(def), catalog.schemas.get(def.schema)['x-id'] ?? 'id').map((f) => f.field.source);
};

describe('the fields a bulk edit may set on many records at once', () => {
  it("offers a campaign's nested limits by their group's title, and its settable fields", () => {
    const titles = titlesOf('campaigns');
    expect(titles).toContain('Лимиты: Дневной бюджет');
    expect(titles).toContain('Лимиты: Общий бюджет');
    expect(sourcesOf('campaigns')).toContain('limits.budgetDaily');
  });

  it('never the id, a server-owned field, a create-only one, a file or a secret', () => {
    const sources = sourcesOf('campaigns');
    expect(sources).not.toContain('id');
    expect(sources).not.toContain('status'); // server-owned (readOnly)
    expect(sources).not.toContain('creativeType'); // x-createOnly
    for (const key of ['users', 'creatives', 'campaigns', 'ssps']) {
      const def = catalog.byKey(key)!;
      const all = sourcesOf(key);
      const fields = catalog.fields(def);
      const walk = (list: typeof fields): typeof fields =>
        list.flatMap((f) => (f.kind === 'object' ? [f, ...walk(f.fields)] : [f]));
      for (const f of walk(fields)) {
        const refused = f.readOnly || f.createOnly || f.writeOnly || f.kind === 'file' || !!f.schema['x-unique'];
        if (refused) expect(all, `${key}: ${f.source}`).not.toContain(f.source);
      }
    }
  });

  it('never a value no two records may share (x-unique): a user\u2019s login', () => {
    expect(sourcesOf('users')).not.toContain('login');
    expect(sourcesOf('ssps')).not.toContain('sysname');
  });
});
