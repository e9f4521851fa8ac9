import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { act, cleanup, render } from '@testing-library/react';
import {
  AdminContext,
  defaultLightTheme,
  ResourceContextProvider,
  type AuthProvider,
  type DataProvider,
  type RaThemeOptions,
} from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/engine/load';
import type { ResourceDefinition } from '../../src/engine/definition/types';
import { allows, type AccessHolder } from '../../src/engine/schema/access';
import { PERMISSIONS } from '../../src/engine/schema/permissions';
import { GenericList } from '../../src/engine/views/GenericList';
import { GenericCreate, GenericEdit, GenericShow } from '../../src/engine/views/GenericEditors';
import { i18nProvider } from '../../src/i18n';
import { muiRussian } from '../../src/layout/muiRussian';
import { mergeThemeOptions } from '../../src/layout/theme';
import { ariaOutline, descendants } from './ariaOutline';
import { sampleId, sampleRecord } from './sampleRecord';

/**
 * Every resource × list/create/edit/show, discovered from resources/: a new resource file is
 * covered with no edit here. Records come from the schema, so the outline shows every field.
 * A snapshot is the screen's outline (ariaOutline.ts): its title, fields with their labels,
 * required marks and values, column headers, rows and actions, as a user of a cabinet with
 * every permission sees them. Two test files share this (lists and cards, forms) so Vitest runs
 * them on both cores.
 */

/** The user the screens are rendered for: every permission, so every permission-gated action shows. */
export const EVERY_PERMISSION: AccessHolder = {
  permissions: Object.fromEntries(PERMISSIONS.map((p) => [p, true])),
  cabinetType: 'admin',
};

let inflight = 0;
/** Counts calls in flight, so an outline is taken only once references and access checks have answered too. */
const tracked = <T,>(run: () => T): Promise<T> => {
  inflight++;
  return new Promise<T>((resolve) => setTimeout(() => resolve(run()), 0)).finally(() => inflight--);
};

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
    getMany: (resource, { ids }) =>
      tracked(() => ({ data: ids.map((id, i) => ({ ...recordFor(resource, referencedSample(id) ?? i + 1), id })) })),
    getManyReference: (resource) => tracked(() => ({ data: [recordFor(resource, 1)], total: 1 })),
    create: async () => {
      throw new Error('not in snapshots');
    },
    update: async () => {
      throw new Error('not in snapshots');
    },
    updateMany: async () => {
      throw new Error('not in snapshots');
    },
    delete: async () => {
      throw new Error('not in snapshots');
    },
    deleteMany: async () => {
      throw new Error('not in snapshots');
    },
  } as DataProvider;
}

/** The cabinet's access rules (src/engine/schema/access.ts) for a signed-in user holding `holder`. */
function fakeAuthProvider(holder: AccessHolder): AuthProvider {
  const rule = (resource: string) => catalog.resources.find((d) => d.path === resource || d.key === resource);
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkError: async () => undefined,
    checkAuth: () => tracked(() => undefined),
    getIdentity: () => tracked(() => ({ id: sampleId(999), fullName: 'Пользователь' })),
    getPermissions: () => tracked(() => holder.permissions ?? {}),
    canAccess: ({ resource }) =>
      tracked(() => {
        const def = rule(resource);
        return def ? allows(def, holder) : true;
      }),
  };
}

const views = {
  list: { element: <GenericList />, route: '', url: '' },
  create: { element: <GenericCreate />, route: 'create', url: 'create' },
  edit: { element: <GenericEdit />, route: ':id', url: sampleId(1) },
  show: { element: <GenericShow />, route: ':id/show', url: `${sampleId(1)}/show` },
} as const;

export type View = keyof typeof views;

/** react-admin's look with MUI's Russian texts, as the console's theme gives them (its other looks are not snapshotted). */
const theme = mergeThemeOptions<RaThemeOptions>(defaultLightTheme, muiRussian);

/**
 * The outline never reads styles, so MUI's generated CSS goes to an element outside the page:
 * jsdom then neither parses it nor searches through it (Emotion's development build adds a
 * <style> per rule, thousands per test file, and its globals search them all). Measured on 23
 * forms: 11 s of CPU with this, 17 s without, the modules' import included.
 */
const styles = createCache({ key: 'css', container: document.createElement('div') });

/** Sample ids (24 hex digits) read as `id:n`, so a reference shows which sample record it names. */
export const readableIds = (outline: string) => outline.replace(/\b[0-9a-f]{24}\b/g, (id) => `id:${parseInt(id, 16)}`);

/** How many checks in a row must find the screen unchanged, with nothing in flight. */
const STABLE_CHECKS = 5;
/** A screen that has not settled by then is reported (before the test's own 30 s limit), not snapshotted half drawn. */
const SETTLE_LIMIT_MS = 20_000;

/** A plain walk: a CSS attribute selector costs jsdom several times more, at every check. */
const hasPendingMarker = (root: HTMLElement) =>
  descendants(root).some((el) => el.hasAttribute('data-lazy-pending') || el.hasAttribute('data-rows-pending'));

/**
 * The outline once the screen is complete: its first field's label shows, no call is in flight,
 * no lazy component or deferred page is pending, and the outline stayed the same over
 * STABLE_CHECKS checks. Each check lets timers and promises run, then React finishes all its
 * work (act), so what is compared never depends on how fast the machine is.
 */
async function settledOutline(container: HTMLElement, label: string | undefined): Promise<string> {
  const start = Date.now();
  let last = '';
  for (let stable = 0; stable < STABLE_CHECKS;) {
    if (Date.now() - start > SETTLE_LIMIT_MS) {
      throw new Error(
        `the screen did not settle in ${SETTLE_LIMIT_MS} ms (calls in flight: ${inflight}); last outline:\n${last}`,
      );
    }
    await act(() => new Promise((r) => setTimeout(r, 0)));
    // A lazy component (src/engine/definition/lazyUi.tsx) still loading, or a list page still
    // rendering at transition priority (src/engine/views/DeferredRows.tsx), is not settled.
    const pending = inflight > 0 || hasPendingMarker(container);
    const outline = pending ? '' : ariaOutline(container);
    stable = !pending && (!label || outline.includes(label)) && outline === last ? stable + 1 : 0;
    last = outline;
  }
  return readableIds(last);
}

interface OutlineOptions {
  /** The signed-in user's permissions (by default every one). */
  holder?: AccessHolder;
  /** Called with the settled screen before it is unmounted (the outline's own tests). */
  inspect?: (container: HTMLElement) => void;
}

/** The outline of one view of a resource. */
export async function viewOutline(
  def: ResourceDefinition,
  view: View,
  { holder = EVERY_PERMISSION, inspect }: OutlineOptions = {},
): Promise<string> {
  // A record opens at the address its resource file declares (system/users/edit/{id}): react-admin's own leads there.
  const declared = view === 'edit' ? def.routes?.edit : undefined;
  const { element, route, url } = declared
    ? { ...views.edit, route: declared, url: declared.replace(':id', sampleId(1)) }
    : views[view];
  const { container } = render(
    <CacheProvider value={styles}>
      <MemoryRouter initialEntries={[`/${def.path}/${url}`]}>
        <AdminContext
          dataProvider={fakeDataProvider()}
          authProvider={fakeAuthProvider(holder)}
          i18nProvider={i18nProvider}
          lightTheme={theme}
        >
          {/* Where react-admin puts a screen's title (the app bar in the console). */}
          <h1 id="react-admin-title" />
          <ResourceContextProvider value={def.path}>
            <Routes>
              <Route path={`/${def.path}/${route}`} element={element} />
            </Routes>
          </ResourceContextProvider>
        </AdminContext>
      </MemoryRouter>
    </CacheProvider>,
  );
  // The screen is up once a field's label shows (create forms have no read-only fields).
  const shown = catalog.fields(def).find((f) => f.name !== 'id' && !f.writeOnly && (view !== 'create' || !f.readOnly));
  try {
    const outline = await settledOutline(container, shown?.label);
    inspect?.(container);
    return outline;
  } finally {
    cleanup();
  }
}

/** Snapshots of these views of every resource (a view a resource disables is skipped; lists never are). */
export function snapshotViews(kinds: View[]): void {
  const enabled = (def: ResourceDefinition) => kinds.filter((v) => v === 'list' || !def.disable?.includes(v));
  const covered = catalog.resources.filter((def) => enabled(def).length > 0);
  describe.each(covered.map((def) => [def.key, def] as const))('generated views of %s', (_key, def) => {
    it.each(enabled(def))('%s', async (view) => {
      expect(await viewOutline(def, view)).toMatchSnapshot();
    });
  });
}
