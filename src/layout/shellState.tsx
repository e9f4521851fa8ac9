import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiEvents, type ApiEvent } from '../providers/apiEvents';
import { endSession, LOGIN_PATH, onSessionEnd } from '../providers/authProvider';
import { rememberReturnPath } from '../providers/storage';
import { t } from '../i18n/translate';
import type { Notice } from '../pages/signIn/AuthFrame';

export const NOT_FOUND_PATH = '/error/404';

const SESSION_ENDED: Notice = { severity: 'warning', text: t('kabinet.auth.sessionEnded') };

type FatalEvent = Extract<ApiEvent, { type: 'fatal' }>;

interface ShellState {
  /** The failure that raised the fatal-error panel, or null while all is well. */
  fatal: FatalEvent | null;
  clearFatal: () => void;
}

const ShellContext = createContext<ShellState>({ fatal: null, clearFatal: () => undefined });

export const useShellState = () => useContext(ShellContext);

/**
 * docs/product.md#errors at the top of the app: the HTTP client announces failures (apiEvents), this turns
 * them into navigation: 401/403 ends the session once and goes to sign-in (not from the site
 * root, which leads there anyway), 404 goes to the not-found page, a failed fatal call raises
 * the fatal-error panel. A session the server ended is explained once on the sign-in page
 * (navigation state), however many requests failed with it; signing out needs no explanation.
 */
export function ShellEventsProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigateRef = useRef(navigate);
  const pathRef = useRef(location.pathname);
  const [fatal, setFatal] = useState<FatalEvent | null>(null);

  useEffect(() => {
    navigateRef.current = navigate;
    pathRef.current = location.pathname;
  });

  useEffect(() => {
    const offSession = onSessionEnd((how) => {
      setFatal(null);
      const state = how === 'refused' ? { notice: SESSION_ENDED } : undefined;
      if (pathRef.current !== '/' && pathRef.current !== LOGIN_PATH)
        navigateRef.current(LOGIN_PATH, { replace: true, state });
    });
    const offApi = apiEvents.on((event) => {
      if (event.type === 'unauthorized') {
        // Signing in again leads back here, where the form's draft is waiting.
        rememberReturnPath(pathRef.current);
        endSession('refused');
      } else if (event.type === 'notFound') navigateRef.current(NOT_FOUND_PATH, { replace: true });
      else if (event.type === 'fatal') setFatal(event);
    });
    return () => {
      offSession();
      offApi();
    };
  }, []);

  const clearFatal = useCallback(() => setFatal(null), []);
  const value = useMemo(() => ({ fatal, clearFatal }), [fatal, clearFatal]);
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}
