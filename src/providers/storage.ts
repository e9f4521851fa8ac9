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

/**
 * Logging out or losing auth clears both storages (docs/product.md#states), except what the user typed and
 * has not saved yet: drafts and the way back to them survive, so an expired token never costs
 * work. A draft is restored only for the user who wrote it.
 */
export function clearAuthStorage(): void {
  const kept = Object.keys(localStorage)
    .filter((k) => k.startsWith(DRAFT_PREFIX) || k === RETURN_KEY)
    .map((k) => [k, localStorage.getItem(k)!] as const);
  localStorage.clear();
  sessionStorage.clear();
  kept.forEach(([k, v]) => localStorage.setItem(k, v));
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
