import { describe, expect, it, vi } from 'vitest';
import { createCatalog, type Catalog } from '../../src/engine/catalog';
import { catalog } from '../../src/engine/load';
import type { ResourceConfig } from '../../src/engine/definition/types';
import { createPrecompiledSchemaSet } from '../../src/engine/schema/precompiled';
import type { EntitySchema } from '../../src/engine/schema/types';
import { ariaOutline } from './ariaOutline';
import { EVERY_PERMISSION, readableIds, viewOutline, type View } from './snapshotViews';

/**
 * The view snapshots keep their promise: each change a schema or resource file can make to a
 * screen — a label, a column, the order of fields, a required mark, an action a permission
 * gates — changes its outline by that line, so its recorded snapshot fails; what a UI library's
 * patch release changes (class names, generated ids, styles, icons' paths, extra wrappers) does
 * not. The screens are rendered over a catalog built here from schemas and resource files
 * changed in memory (the engine's `catalog` reads it while `swap.catalog` is set).
 */
const swap = vi.hoisted(() => ({ catalog: undefined as Catalog | undefined }));
vi.mock('../../src/engine/load', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/engine/load')>();
  return {
    ...real,
    catalog: new Proxy({} as Catalog, {
      get: (_target, property) => Reflect.get(swap.catalog ?? real.catalog, property),
    }),
  };
});

const schemaFiles = import.meta.glob<EntitySchema>('/schemas/*.schema.json', { eager: true, import: 'default' });
const resourceFiles = import.meta.glob<{ default: ResourceConfig }>('/resources/*.ts', { eager: true });

interface Change {
  schema?: (schemas: Map<string, EntitySchema>) => void;
  resources?: (configs: Map<string, ResourceConfig>) => void;
}

/** A catalog of copies of the schemas and resource files, changed by `change`, used by the screens rendered next. */
function catalogWith(change: Change = {}): Catalog {
  const files = structuredClone(schemaFiles);
  const configs = Object.fromEntries(
    Object.entries(resourceFiles).map(([file, { default: config }]) => [
      file,
      { ...config, list: config.list && { ...config.list } },
    ]),
  );
  change.schema?.(new Map(Object.values(files).map((s) => [s.$id, s])));
  change.resources?.(
    new Map(Object.entries(configs).map(([file, config]) => [file.replace(/^.*\/|\.ts$/g, ''), config])),
  );
  swap.catalog = createCatalog(createPrecompiledSchemaSet(files, {}), configs);
  return swap.catalog;
}

/** The outline of a view over a catalog changed by `change`. */
async function outlineWith(key: string, view: View, change: Change = {}, holder = EVERY_PERMISSION): Promise<string> {
  return viewOutline(catalogWith(change).byKey(key)!, view, { holder });
}

const property = (schemas: Map<string, EntitySchema>, id: string, name: string) => schemas.get(id)!.properties![name];

const unchanged = new Map<string, Promise<string>>();
/** The outline of a view over the schemas and resource files as they are (once per view). */
function baseline(key: string, view: View): Promise<string> {
  const id = `${key} ${view}`;
  if (!unchanged.has(id)) unchanged.set(id, outlineWith(key, view));
  return unchanged.get(id)!;
}

/** The lines one outline has and the other has not (as many times as it has them more). */
function difference(before: string, after: string): { removed: string[]; added: string[] } {
  const minus = (a: string[], b: string[]) => {
    const left = [...b];
    return a.filter((line) => {
      const i = left.indexOf(line);
      if (i < 0) return true;
      left.splice(i, 1);
      return false;
    });
  };
  const [x, y] = [before.split('\n'), after.split('\n')];
  return { removed: minus(x, y), added: minus(y, x) };
}

describe('the view snapshots fail when a screen changes', () => {
  it('a catalog built here from unchanged files renders what the snapshot test renders', async () => {
    swap.catalog = undefined;
    const real = await viewOutline(catalog.byKey('accounts')!, 'edit');
    expect(await baseline('accounts', 'edit')).toBe(real);
  });

  it('a field is renamed', async () => {
    const before = await baseline('agencies', 'edit');
    const after = await outlineWith('agencies', 'edit', {
      schema: (s) => {
        property(s, 'agency', 'inn').title = 'ИНН агентства';
      },
    });
    const { removed, added } = difference(before, after);
    expect(removed).toEqual([expect.stringMatching(/^ {2}- textbox "ИНН"/)]);
    expect(added).toEqual([expect.stringMatching(/^ {2}- textbox "ИНН агентства"/)]);
  });

  it('a column is dropped', async () => {
    const before = await baseline('agencies', 'list');
    const after = await outlineWith('agencies', 'list', {
      resources: (r) => {
        const list = r.get('agencies')!.list!;
        list.columns = list.columns!.filter((c) => c !== 'currency');
      },
    });
    const { removed } = difference(before, after);
    expect(removed).toContainEqual(expect.stringMatching(/^ {2}- columnheader "Валюта"/));
    expect(after).not.toContain('Рубль');
  });

  it('two fields change places', async () => {
    const before = await baseline('agencies', 'create');
    const after = await outlineWith('agencies', 'create', {
      schema: (s) => {
        const agency = s.get('agency')!;
        const { legalName, inn, ...rest } = agency.properties!;
        agency.properties = { ...rest, inn, legalName };
      },
    });
    expect(after).not.toBe(before);
    expect(difference(before, after)).toEqual({ removed: [], added: [] });
    expect(after.indexOf('textbox "ИНН"')).toBeLessThan(after.indexOf('textbox "Юридическое название"'));
  });

  it('a field is no longer required', async () => {
    const before = await baseline('agencies', 'create');
    const after = await outlineWith('agencies', 'create', {
      schema: (s) => {
        s.get('agency')!.required = ['serviceModel', 'currency'];
      },
    });
    expect(difference(before, after)).toEqual({
      removed: ['  - textbox "Название" *'],
      added: ['  - textbox "Название"'],
    });
  });

  it('the user loses the permission an action needs', async () => {
    const before = await baseline('accounts', 'edit');
    // «Транзакции» on an account opens the agencies' journal, which needs its own permission.
    const journal = catalogWith().byKey('agencyTransactions')!.permissions[0];
    const after = await outlineWith(
      'accounts',
      'edit',
      {},
      { ...EVERY_PERMISSION, permissions: { ...EVERY_PERMISSION.permissions, [journal]: false } },
    );
    expect(difference(before, after)).toEqual({ removed: [expect.stringMatching(/^- link "Транзакции"/)], added: [] });
  });
});

describe('the view snapshots stay as they are', () => {
  it('when a UI library renames its classes and ids, restyles, redraws its icons and wraps its elements', async () => {
    let before = '';
    let after = '';
    let patched = 0;
    await viewOutline(catalogWith().byKey('accounts')!, 'edit', {
      inspect: (container) => {
        before = readableIds(ariaOutline(container));
        patched = patchRelease(container);
        after = readableIds(ariaOutline(container));
      },
    });
    expect(before).toBe(await baseline('accounts', 'edit'));
    expect(patched).toBeGreaterThan(100);
    expect(after).toBe(before);
  });
});

/** What a UI library's patch release changes in its markup, none of it seen by a user; how many elements changed. */
function patchRelease(root: HTMLElement): number {
  const ids = new Map<string, string>();
  const all = [...root.querySelectorAll('*')];
  all.forEach((el, i) => {
    if (el.id) ids.set(el.id, `patched-${i}`);
  });
  const REFERENCES = ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns'];
  for (const el of all) {
    if (el.id) el.id = ids.get(el.id)!;
    for (const name of REFERENCES) {
      const value = el.getAttribute(name);
      if (value)
        el.setAttribute(
          name,
          value
            .split(/\s+/)
            .map((id) => ids.get(id) ?? id)
            .join(' '),
        );
    }
    const classes = el.getAttribute('class');
    if (classes)
      el.setAttribute(
        'class',
        classes
          .split(/\s+/)
          .map((c) => `${c}-v2 x${c.length}`)
          .join(' '),
      );
    if (el.hasAttribute('style') && !/display:\s*none|visibility:\s*hidden/.test(el.getAttribute('style')!))
      el.setAttribute('style', 'margin: 1px');
    if (el.tagName.toLowerCase() === 'path') el.setAttribute('d', 'M0 0h24v24H0z');
    if (el.hasAttribute('data-testid')) el.setAttribute('data-testid', 'PatchedIcon');
  }
  // A new wrapper around every block of the layout.
  for (const el of all.filter((e) => e.tagName === 'DIV')) {
    const wrapper = el.ownerDocument.createElement('div');
    while (el.firstChild) wrapper.appendChild(el.firstChild);
    el.appendChild(wrapper);
  }
  return all.length;
}
