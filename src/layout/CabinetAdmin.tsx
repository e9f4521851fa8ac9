import { startTransition, useEffect, useMemo, useState } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { Box, Button, CssBaseline, Paper, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import {
  AdminContext,
  AuthenticationError,
  CoreAdminUI,
  CustomRoutes,
  defaultLightTheme,
  Error as ErrorPage,
  LoadingPage,
  type RaThemeOptions,
  type Store,
} from 'react-admin';
import { Navigate, Route, useParams } from 'react-router-dom';
// The shell takes the catalog and the screens from their modules, not from the engine's public
// API (src/engine/index.ts): that one also carries the action toolkit and form pieces, which
// the resources' lazy components load with themselves, never with the first screen.
import { catalog } from '../engine/load';
import { resourceElements } from '../engine/resourceElements';
import { firstPageAhead } from '../engine/views/listRequest';
import { i18nProvider } from '../i18n';
import { t } from '../i18n/translate';
import { allows } from '../engine/schema/access';
import { accessHolderOf, createAuthProvider, signOut } from '../providers/authProvider';
import { createDataProvider } from '../providers/dataProvider';
import { coalesceQueryTimers } from '../providers/queryTimers';
import { cabinetIdInPath } from '../providers/storage';
import { variant } from '../variants';
import { BESPOKE_PAGES } from './bespokePages';
import { CabinetContext, useCabinet, type CabinetState } from './cabinetContext';
import { SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from './constants';
import { KabinetLayout } from './KabinetLayout';
import { LoadingOverlay } from './LoadingOverlay';
import { buildNavigation, landingPath } from './navigation';
import { KabinetNotification } from './Notification';
import { earlyOpening, openCabinet } from './openCabinet';
import { NOT_FOUND_PATH } from './shellState';
import { themeOptions, mergeThemeOptions } from './theme';
import { cabinetStore, readPreferences } from './views/cabinetStore';

// Before the cabinet's query client exists (see the module).
coalesceQueryTimers();

// Built here, not where it is defined: resource files import helpers of that module, and the
// catalog they belong to must not be read while it is still loading.
const dataProvider = createDataProvider(catalog);

const adminTheme = mergeThemeOptions<RaThemeOptions>(defaultLightTheme, themeOptions(), {
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
  components: {
    // react-admin's form toolbar is grey[300], where its red delete button has 3.8:1; the page background gives 4.6:1.
    RaToolbar: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({ backgroundColor: theme.palette.background.default }),
      },
    },
    RaSidebar: {
      styleOverrides: {
        root: { '& .RaSidebar-fixed': { borderRight: '1px solid rgba(29, 36, 51, 0.08)', backgroundColor: '#fff' } },
      },
    },
  },
});

const resources = catalog.resources;
const navigation = buildNavigation(resources);
const authProvider = createAuthProvider(resources, allows);
const ToNotFound = () => <Navigate to={NOT_FOUND_PATH} replace />;

/** The cabinet index (docs/product.md#routes): the users list when permitted, else the first screen the user may open. */
function CabinetIndex() {
  const { basename, user, navigation: nav } = useCabinet();
  const target = landingPath(nav, accessHolderOf(user));
  if (target) return <Navigate to={`${basename}/${target}`} replace />;
  return (
    <Paper variant="outlined" sx={{ m: 2, p: 4, textAlign: 'center' }}>
      <Typography variant="h6" gutterBottom>
        {t('kabinet.titles.cabinet')}
      </Typography>
      <Typography color="text.secondary">{t('kabinet.menu.nothing')}</Typography>
    </Paper>
  );
}

/**
 * The list the page opened on is read as soon as this module has run and the user is known (the
 * early read of main.tsx), while React mounts the cabinet and react-admin starts: ~300 ms on a
 * laptop, seconds on a phone, before its own read. The list's getList takes this read
 * (dataProvider.readAhead). Only a list the user may open is read.
 */
const openedOn = cabinetIdInPath(window.location.pathname);
const firstPage = openedOn
  ? firstPageAhead(window.location.pathname.slice(openedOn.length + 2), window.location.search)
  : null;
if (openedOn && firstPage) {
  void earlyOpening(openedOn)?.then(
    async (opened) => {
      if (opened === 'notFound' || !allows(firstPage.def, accessHolderOf(opened.user))) return;
      // A list the user left with a query of their own opens with it (docs/product.md#saved-views):
      // the defaults read ahead would not be the page it asks for.
      const kept = await readPreferences(opened.user.id, openedOn);
      if (kept[`${firstPage.resource}.listParams`] === undefined)
        dataProvider.readAhead(firstPage.resource, firstPage.params);
    },
    () => undefined,
  );
}

type Load =
  | { status: 'loading' }
  | { status: 'ready'; state: CabinetState; store: Store }
  | { status: 'notFound' }
  | { status: 'failed' };

function CabinetAdmin({ cabinetId }: { cabinetId: string }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  // No silent refetch when the window regains focus, and none right after a read (a record just
  // created is read back by the create itself): a record changed elsewhere would reset an open
  // form and drop what the user typed. Saves carry the version instead (409, then the conflict
  // notice shows both sides). Mutations still invalidate what they change.
  // networkMode 'always': offline (navigator.onLine false) React Query would otherwise pause a
  // save silently, the spinner turning forever; the call is made, fails at once, and the form
  // says there is no connection while keeping what was typed (the README's promise 7).
  const queryClient = useMemo(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { refetchOnWindowFocus: false, staleTime: 5_000, networkMode: 'always' },
          mutations: { networkMode: 'always' },
        },
      }),
    [],
  );

  useEffect(() => {
    let live = true;
    openCabinet(cabinetId)
      .then(async (opened) => {
        if (opened === 'notFound') return { opened, store: null };
        // One store per user and cabinet: list filters and the side bar of one cabinet never leak
        // into another, and the user's saved views come back with it (docs/product.md#saved-views).
        const kept = await readPreferences(opened.user.id, cabinetId);
        return { opened, store: cabinetStore(opened.user.id, cabinetId, kept, { 'sidebar.open': false }) };
      })
      .then(
        ({ opened, store }) => {
          if (!live) return;
          // react-admin's first render in slices: between them the page read ahead goes on to its
          // reference names, and the browser paints and takes input (Total Blocking Time).
          startTransition(() => {
            setLoad(
              opened === 'notFound' || !store
                ? { status: 'notFound' }
                : { status: 'ready', store, state: { cabinetId, basename: `/${cabinetId}`, ...opened, navigation } },
            );
          });
        },
        () => {
          // 401 and failed fatal calls are already routed by the shell (sign-in, fatal panel).
          if (live) setLoad({ status: 'failed' });
        },
      );
    return () => {
      live = false;
    };
  }, [cabinetId]);

  if (load.status === 'notFound') return <ToNotFound />;
  if (load.status === 'failed') return <CabinetUnavailable />;
  if (load.status === 'loading') return <LoadingOverlay />;

  return (
    <CabinetContext.Provider value={load.state}>
      {/*
        react-admin's <Admin> is this context and its AdminUI, whose defaults import the sign-in
        page (with react-hook-form), the OAuth callback and pages the cabinet replaces: ~5 KB of
        gzip in the first list. The cabinet has no sign-in route of its own (the app's
        /auth/login), so CoreAdminUI gets the rest of AdminUI's defaults by name.
      */}
      <AdminContext
        basename={load.state.basename}
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={load.store}
        queryClient={queryClient}
        theme={adminTheme}
      >
        <CssBaseline enableColorScheme>
          <CoreAdminUI
            title={variant.productName}
            layout={KabinetLayout}
            dashboard={CabinetIndex}
            catchAll={ToNotFound}
            accessDenied={ToNotFound}
            authenticationError={AuthenticationError}
            error={ErrorPage}
            loading={LoadingPage}
            disableTelemetry
          >
            {resourceElements()}
            <CustomRoutes>
              {BESPOKE_PAGES.map(({ path, element }) => (
                <Route key={path} path={path} element={element} />
              ))}
            </CustomRoutes>
          </CoreAdminUI>
          <KabinetNotification />
        </CssBaseline>
      </AdminContext>
    </CabinetContext.Provider>
  );
}

function CabinetUnavailable() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="h6" gutterBottom>
          {t('kabinet.fatal.title')}
        </Typography>
        <Button onClick={() => void signOut()}>{t('kabinet.fatal.logout')}</Button>
      </Box>
    </Box>
  );
}

/**
 * /{cabinetId}/*: react-admin inside the app's router, re-created per cabinet (key), so switching
 * cabinets never shows another cabinet's cached data.
 */
export default function CabinetRoute() {
  const { cabinetId = '' } = useParams();
  return <CabinetAdmin key={cabinetId} cabinetId={cabinetId} />;
}
