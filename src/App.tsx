import { lazy, Suspense, useMemo } from 'react';
import { CssBaseline } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { Navigate, Route, Routes } from 'react-router-dom';
import { FatalPanel } from './layout/FatalPanel';
import { LoadingOverlay } from './layout/LoadingOverlay';
import { NOT_FOUND_PATH, ShellEventsProvider } from './layout/shellState';
import { themeOptions } from './layout/theme';

// One chunk per screen (SPEC.md §2); only the cabinet's chunk loads react-admin.
const LoginPage = lazy(() => import('./pages/auth/LoginPage'));
const PasswordRecoveryPage = lazy(() => import('./pages/auth/PasswordRecoveryPage'));
const CabinetsPage = lazy(() => import('./pages/cabinets/CabinetsPage'));
const ResetPasswordPage = lazy(() => import('./pages/password/ResetPasswordPage'));
const NotFoundPage = lazy(() => import('./pages/errors/NotFoundPage'));
const CabinetRoute = lazy(() => import('./layout/CabinetAdmin'));

const toNotFound = <Navigate to={NOT_FOUND_PATH} replace />;

/** The top-level routes of SPEC.md §2. Expects a router around it (BrowserRouter in main.tsx). */
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

export function App() {
  const theme = useMemo(() => createTheme(themeOptions()), []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ShellEventsProvider>
        <AppRoutes />
        <FatalPanel />
      </ShellEventsProvider>
    </ThemeProvider>
  );
}

export default App;
