/**
 * Where the session lives (docs/product.md#states, #permissions): the token in localStorage survives a restart of the
 * browser, the cabinet in sessionStorage is per tab, so two tabs can work in two cabinets.
 */
export const TOKEN_KEY = 'kabinet.token';
export const CABINET_KEY = 'kabinet.cabinetId';
/** Unsaved form drafts (see engine/views/FormDraft.tsx), one key each under this prefix. */
export const DRAFT_PREFIX = 'kabinet.draft.';
/** Where to go back to after signing in again, when a session was lost mid-work. */
const RETURN_KEY = 'kabinet.returnTo';

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);
export const setToken = (token: string): void => localStorage.setItem(TOKEN_KEY, token);
export const getCabinetId = (): string | null => sessionStorage.getItem(CABINET_KEY);
export const setCabinetId = (id: string): void => sessionStorage.setItem(CABINET_KEY, id);

/** Whose drafts and way back survive a session the server ended: the login of that session's user. */
const WORK_OWNER_KEY = 'kabinet.workOf';

const isWork = (key: string) => key.startsWith(DRAFT_PREFIX) || key === RETURN_KEY;

/** Clears both storages, keeping the entries `keep` accepts. */
function clearStorage(keep: (key: string) => boolean): void {
  const kept = Object.keys(localStorage)
    .filter(keep)
    .map((k) => [k, localStorage.getItem(k)!] as const);
  localStorage.clear();
  sessionStorage.clear();
  kept.forEach(([k, v]) => localStorage.setItem(k, v));
}

/**
 * Signing out clears local and session storage (docs/product.md#states), the unsaved drafts and
 * the way back to them included: the next person at this browser finds nothing of the session.
 */
export function clearAuthStorage(): void {
  clearStorage(() => false);
}

/**
 * A session the server ended (401) while its user worked: both storages are cleared but the
 * drafts and the way back to them, kept for `login` alone (docs/product.md#states); with no
 * user known, nothing is kept.
 */
export function keepWorkFor(login: string | null): void {
  if (login) localStorage.setItem(WORK_OWNER_KEY, login.toLowerCase());
  clearStorage((key) => !!login && (isWork(key) || key === WORK_OWNER_KEY));
}

/** What is left of a session on the sign-in page (no token, a failed sign-in): the kept work stays, with its owner. */
export function clearSessionKeepingWork(): void {
  clearStorage((key) => isWork(key) || key === WORK_OWNER_KEY);
}

/** A new session of `login`: the kept work stays only if it is that user's; another user's goes. */
export function startSession(login: string): void {
  const mine = localStorage.getItem(WORK_OWNER_KEY) === login.toLowerCase();
  clearStorage((key) => mine && isWork(key));
}

export { cabinetIdInPath } from '../domain/cabinetAddress';
import { CABINET_PATH } from '../domain/cabinetAddress';

/** Remembers the screen a lost session interrupted (only screens inside a cabinet). */
export function rememberReturnPath(path: string): void {
  if (CABINET_PATH.exec(path)?.[2] === '/') localStorage.setItem(RETURN_KEY, path);
}

/** The remembered screen, once: reading it forgets it. */
export function takeReturnPath(): string | null {
  const path = localStorage.getItem(RETURN_KEY);
  localStorage.removeItem(RETURN_KEY);
  return path;
}
