import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { CssBaseline } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { LoadingOverlay } from './layout/LoadingOverlay';
import { openCabinetEarly } from './layout/openCabinet';
import { preloadable } from './layout/preloadable';
import { NOT_FOUND_PATH, ShellEventsProvider, useShellState } from './layout/shellState';
import { themeOptions } from './layout/theme';

// One chunk per screen (docs/product.md#routes); only the cabinet's chunk loads react-admin.
const LoginPage = lazy(() => import('./pages/signIn/LoginPage'));
const PasswordRecoveryPage = lazy(() => import('./pages/signIn/PasswordRecoveryPage'));
const CabinetsPage = lazy(() => import('./pages/cabinets/CabinetsPage'));
const ResetPasswordPage = lazy(() => import('./pages/password/ResetPasswordPage'));
const NotFoundPage = lazy(() => import('./pages/errors/NotFoundPage'));
const cabinetScreen = preloadable(() => import('./layout/CabinetAdmin'));
const CabinetAdmin = cabinetScreen.Component;
/** Loads the cabinet's module; main.tsx waits for it on a cabinet's address before the first render. */
export const preloadCabinet = cabinetScreen.preload;
const FatalPanel = lazy(() => import('./layout/FatalPanel').then((m) => ({ default: m.FatalPanel })));

const toNotFound = <Navigate to={NOT_FOUND_PATH} replace />;

/**
 * /{cabinetId}/*: the cabinet's reads start here, while its ~90 KB chunk is still loading, not
 * after it. In an effect, not during render: the shell listens for a refused session (apiEvents)
 * from its own effect, which runs in this same commit, so an answer cannot arrive unheard. The
 * cabinet has its own loader boundary so that this route commits, and its effect runs, at once.
 */
function CabinetRoute() {
  const { cabinetId = '' } = useParams();
  useEffect(() => openCabinetEarly(cabinetId), [cabinetId]);
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <CabinetAdmin />
    </Suspense>
  );
}

/** The top-level routes of docs/product.md#routes. Expects a router around it (BrowserRouter in main.tsx). */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <Routes>
        <Route path="/" element={<Navigate to="/auth" replace />} />
        <Route path="/auth" element={<Navigate to="/auth/login" replace />} />
        <Route path="/auth/login" element={<LoginPage />} />
        <Route path="/auth/password" element={<PasswordRecoveryPage />} />
        <Route path="/auth/cabinets" element={<CabinetsPage />} />
        <Route path="/auth/*" element={toNotFound} />
        <Route path="/password" element={<Navigate to="/password/reset" replace />} />
        <Route path="/password/reset" element={<ResetPasswordPage />} />
        <Route path="/password/reset/:token" element={<ResetPasswordPage />} />
        <Route path="/password/*" element={toNotFound} />
        <Route path={NOT_FOUND_PATH} element={<NotFoundPage />} />
        <Route path="/error/*" element={toNotFound} />
        <Route path="/:cabinetId/*" element={<CabinetRoute />} />
        <Route path="*" element={toNotFound} />
      </Routes>
    </Suspense>
  );
}

/**
 * The fatal-error panel's chunk (a drawer: modal, focus trap, transitions) loads with the first
 * fatal error, not with the sign-in page; once loaded it stays mounted so it can slide away.
 */
function LazyFatalPanel() {
  const { fatal } = useShellState();
  const [wanted, setWanted] = useState(false);
  if (fatal && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <FatalPanel />
    </Suspense>
  ) : null;
}

export function App() {
  const theme = useMemo(() => createTheme(themeOptions()), []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ShellEventsProvider>
        <AppRoutes />
        <LazyFatalPanel />
      </ShellEventsProvider>
    </ThemeProvider>
  );
}
