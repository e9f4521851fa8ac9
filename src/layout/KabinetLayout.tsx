import type { ReactNode } from 'react';
import { IconButton, LinearProgress } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { Layout, TitlePortal, useLoading, useSidebarState } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { t } from '../i18n/translate';
import { Tooltip } from '../shims/tooltip';
import { accessHolderOf, displayName, signOut } from '../providers/authProvider';
import { useCabinet } from './cabinetContext';
import { activeItem } from './navigation';
import { LoadingOverlay } from './LoadingOverlay';
import { MountInSlices } from './MountInSlices';
import { RouteGuard } from './RouteGuard';
import { screenTitle } from './screenTitle';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { InboxButton } from './inbox/InboxButton';
import { SearchButton } from './search/SearchButton';
import { useDocumentTitle } from './useDocumentTitle';

function SidebarToggle() {
  const [open, setOpen] = useSidebarState();
  const label = t(open ? 'kabinet.menu.close' : 'kabinet.menu.open');
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        sx={{ ml: 0.25 }}
      >
        {open ? <MenuOpenIcon /> : <MenuIcon />}
      </IconButton>
    </Tooltip>
  );
}

/** The cabinet's top bar: toggle, product, cabinet, page title, loader, user menu. */
function AdminAppBar() {
  const { user, cabinet } = useCabinet();
  const navigate = useNavigate();
  const loading = useLoading();
  return (
    <>
      <TopBar
        identity={{ name: displayName(user), login: user.login }}
        cabinetName={cabinet?.name ?? user.cabinet?.name}
        showCabinetsLink
        onCabinets={() => {
          sessionStorage.clear();
          navigate('/auth/cabinets');
        }}
        onLogout={() => void signOut()}
        leading={<SidebarToggle />}
        trailing={
          <>
            <SearchButton />
            <InboxButton />
          </>
        }
      >
        <TitlePortal sx={{ fontSize: '1rem', fontWeight: 500, opacity: 0.92 }} />
      </TopBar>
      {loading && (
        <LinearProgress
          color="secondary"
          aria-label={t('kabinet.loading')}
          sx={{
            position: 'fixed',
            top: { xs: 56, sm: 48 },
            left: 0,
            right: 0,
            height: 2,
            zIndex: (theme) => theme.zIndex.drawer + 2,
          }}
        />
      )}
    </>
  );
}

function KabinetMenu() {
  const { user, basename, navigation } = useCabinet();
  const [open, setOpen] = useSidebarState();
  return (
    <SideMenu
      items={navigation.items}
      holder={accessHolderOf(user)}
      basename={basename}
      open={open}
      onOpenChange={setOpen}
    />
  );
}

/** Keeps document.title on the open screen: product name and the screen's own title (else its menu item's). */
function ScreenTitle() {
  const { basename, navigation } = useCabinet();
  const { pathname } = useLocation();
  const path = pathname.slice(basename.length);
  useDocumentTitle(
    screenTitle(navigation.titles, path) ?? activeItem(navigation.items, path)?.label ?? t('kabinet.titles.cabinet'),
  );
  return null;
}

/**
 * The screen's area is as wide as the window and a wide table scrolls inside itself: left to
 * flexbox, the content grew to the table's width (1 035 px for the campaigns list on a 390 px
 * phone), so the whole page scrolled sideways and the list's buttons sat off screen.
 */
const LAYOUT_SX = {
  // react-admin's layout root is min-width: fit-content, and each flex box below it min-width: auto.
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaList-main': { minWidth: 0 },
  '& .RaLayout-content': { pt: 1, px: { xs: 1, md: 2 }, minWidth: 0 },
  '& .RaDataTable-tableWrapper, & .RaDatagrid-tableWrapper': { overflowX: 'auto' },
} as const;

/** docs/product.md#routes main area: collapsible side bar, top bar, loader; the route guard wraps every screen. */
export function KabinetLayout({ children }: { children: ReactNode }) {
  const { user, basename, navigation } = useCabinet();
  return (
    // Until the layout is in, the cabinet's loader stays: it is what showed while the user was read.
    <MountInSlices fallback={<LoadingOverlay />}>
      {/*
        appBarAlwaysOn: the top bar is fixed and never hides; without it react-admin's side bar
        still follows a bar that would, and slides 48 px up under it once the page scrolls.
      */}
      <Layout appBar={AdminAppBar} appBarAlwaysOn menu={KabinetMenu} sx={LAYOUT_SX}>
        <ScreenTitle />
        <RouteGuard rules={navigation.rules} holder={accessHolderOf(user)} basename={basename}>
          {children}
        </RouteGuard>
      </Layout>
    </MountInSlices>
  );
}
