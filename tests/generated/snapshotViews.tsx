import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, defaultLightTheme, ResourceContextProvider, type DataProvider, type RaThemeOptions } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/engine/load';
import { GenericList } from '../../src/engine/views/GenericList';
import { GenericCreate, GenericEdit, GenericShow } from '../../src/engine/views/GenericEditors';
import { i18nProvider } from '../../src/i18n';
import { muiRussian } from '../../src/layout/muiRussian';
import { mergeThemeOptions } from '../../src/layout/theme';
import { sampleId, sampleRecord } from './sampleRecord';
import { normaliseHtml } from './normaliseHtml';

/**
 * Every resource × list/create/edit/show, discovered from resources/: a new resource file is
 * covered with no edit here. Records come from the schema, so the snapshot shows every field.
 * Two test files share this (lists and cards, forms) so Vitest runs them on both cores.
 */
let inflight = 0;
/** Counts calls in flight, so a snapshot is taken only once references have loaded too. */
const tracked = <T,>(run: () => T): Promise<T> => {
  inflight++;
  return new Promise<T>((resolve) => setTimeout(() => resolve(run()), 0)).finally(() => inflight--);
};

/** The markup once no call is in flight and it has stopped changing (references load late). */
async function settledHtml(container: HTMLElement): Promise<string> {
  let last = '';
  let stableFor = 0;
  for (let i = 0; i < 200 && stableFor < 4; i++) {
    await new Promise((r) => setTimeout(r, 25));
    const html = normaliseHtml(container.innerHTML);
    // A lazy resource component (src/engine/resources/lazyUi.tsx) still loading, or a list page
    // still rendering at transition priority (src/engine/views/DeferredRows.tsx), is not settled.
    const pending = container.querySelector('[data-lazy-pending], [data-rows-pending]') !== null;
    stableFor = inflight === 0 && !pending && html === last ? stableFor + 1 : 0;
    last = html;
  }
  return last;
}

/** n of a sample reference id (sampleId(100 + n)), or null for any other id. */
function referencedSample(id: unknown): number | null {
  const n = /^[0-9a-f]{24}$/.test(String(id)) ? parseInt(String(id), 16) - 100 : 0;
  return n >= 1 ? n : null;
}

function fakeDataProvider(): DataProvider {
  const recordFor = (resource: string, n: number) => {
    const def = catalog.byName(resource);
    return { ...sampleRecord(catalog.fields(def), n), id: sampleId(n), version: 1 };
  };
  return {
    getList: (resource) => tracked(() => ({ data: [recordFor(resource, 1), recordFor(resource, 2)], total: 2 })),
    getOne: (resource, { id }) => tracked(() => ({ data: { ...recordFor(resource, 1), id } })),
    // A reference to sample record n carries sampleId(100 + n) (sampleRecord.ts) and is named as
    // record n, however react-admin batched the references of a page (a loaded machine splits
    // one batch into two).
    getMany: (resource, { ids }) => tracked(() => ({ data: ids.map((id, i) => ({ ...recordFor(resource, referencedSample(id) ?? i + 1), id })) })),
    getManyReference: (resource) => tracked(() => ({ data: [recordFor(resource, 1)], total: 1 })),
    create: async () => { throw new Error('not in snapshots'); },
    update: async () => { throw new Error('not in snapshots'); },
    updateMany: async () => { throw new Error('not in snapshots'); },
    delete: async () => { throw new Error('not in snapshots'); },
    deleteMany: async () => { throw new Error('not in snapshots'); },
  } as DataProvider;
}

const views = {
  list: { element: <GenericList />, route: '', url: '' },
  create: { element: <GenericCreate />, route: 'create', url: 'create' },
  edit: { element: <GenericEdit />, route: ':id', url: sampleId(1) },
  show: { element: <GenericShow />, route: ':id/show', url: `${sampleId(1)}/show` },
} as const;

type View = keyof typeof views;

/** react-admin's look with MUI's Russian texts, as the console's theme gives them (its other looks are not snapshotted). */
const theme = mergeThemeOptions<RaThemeOptions>(defaultLightTheme, muiRussian);

/** Snapshots of these views of every resource (a view a resource disables is skipped; lists never are). */
export function snapshotViews(kinds: View[]): void {
  const enabled = (def: (typeof catalog.resources)[number]) => kinds.filter((v) => v === 'list' || !def.disable?.includes(v));
  const covered = catalog.resources.filter((def) => enabled(def).length > 0);
  describe.each(covered.map((def) => [def.key, def] as const))('generated views of %s', (_key, def) => {
    it.each(enabled(def))('%s', async (view) => {
      // A record opens at the address its resource file declares (system/users/edit/{id}): react-admin's own leads there.
      const declared = view === 'edit' ? def.routes?.edit : undefined;
      const { element, route, url } = declared ? { ...views.edit, route: declared, url: declared.replace(':id', sampleId(1)) } : views[view];
      const { container } = render(
        <MemoryRouter initialEntries={[`/${def.path}/${url}`]}>
          <AdminContext dataProvider={fakeDataProvider()} i18nProvider={i18nProvider} lightTheme={theme}>
            <ResourceContextProvider value={def.path}>
              <Routes>
                <Route path={`/${def.path}/${route}`} element={element} />
              </Routes>
            </ResourceContextProvider>
          </AdminContext>
        </MemoryRouter>,
      );
      // The screen is up once a field's label shows (create forms have no read-only fields);
      // settledHtml then waits until every call, references included, has landed.
      const shown = catalog.fields(def).find((f) => f.name !== 'id' && !f.writeOnly && (view !== 'create' || !f.readOnly));
      // A loaded machine (CI, parallel workers) can take seconds for a lazy chunk: wait for it, bounded.
      if (shown) await waitFor(() => expect(screen.getAllByText(shown.label, { exact: false }).length).toBeGreaterThan(0), { timeout: 15_000 });
      expect(await settledHtml(container)).toMatchSnapshot();
    });
  });
}
