import type { AuthProvider } from 'react-admin';
import type { AccessHolder, AccessRule } from '../engine/schema/access';
import { ApiError, request } from './httpClient';
import { PROVIDER_MESSAGES } from './messages';
import {
  clearAuthStorage,
  clearSessionKeepingWork,
  getCabinetId,
  getToken,
  keepWorkFor,
  setToken,
  startSession,
} from './storage';

/**
 * The session of docs/product.md#states and the permission checks of #permissions. This module must not load
 * react-admin at run time (the sign-in and cabinet pages use it without react-admin), so the
 * react-admin side is a factory fed with the resources' permissions.
 */

type PermissionMap = Record<string, boolean>;

interface CabinetRef {
  id: string;
  name: string;
  type: string;
  parent?: { id: string; name: string; type: string } | null;
}

/** GET /v2/users/me */
export interface CurrentUser {
  id: string;
  login: string;
  name?: string;
  balance?: number;
  cabinet?: CabinetRef | null;
  commonPermission?: PermissionMap;
  columnPermission?: Record<string, unknown>;
  scope?: unknown;
  telegramId?: string | number | null;
}

/** GET /v2/users/cabinets */
export interface Cabinet {
  id: string;
  name: string;
  cabinetType: string;
  parentId?: string | null;
}

export const LOGIN_PATH = '/auth/login';
const CABINETS_PATH = '/auth/cabinets';

// ---- current user ------------------------------------------------------------------------

let userCache: { key: string; promise: Promise<CurrentUser>; quiet: boolean } | null = null;
/** The signed-in user's login once read: a session the server ends keeps its drafts for that user only. */
let knownLogin: string | null = null;

/** The current user of this token and cabinet, fetched once (the cabinet header decides its permissions). */
export function fetchCurrentUser({ quiet = false } = {}): Promise<CurrentUser> {
  const key = `${getToken() ?? ''}|${getCabinetId() ?? ''}`;
  if (userCache?.key !== key) {
    const promise = request<CurrentUser>('/v2/users/me', { fatal: true, quiet }).then((r) => {
      if (r.data?.login) knownLogin = r.data.login;
      return r.data;
    });
    promise.catch(() => {
      if (userCache?.promise === promise) userCache = null;
    });
    userCache = { key, promise, quiet };
  }
  // A failed quiet read has left the cache by then (above): a caller who needs the failure
  // announced repeats the read, loudly.
  const { promise } = userCache;
  return quiet || !userCache.quiet ? promise : promise.catch(() => fetchCurrentUser());
}

export function forgetCurrentUser(): void {
  userCache = null;
}

export async function fetchMyCabinets({ quiet = false } = {}): Promise<Cabinet[]> {
  const { data } = await request<Cabinet[]>('/v2/users/cabinets', { fatal: true, quiet });
  return Array.isArray(data) ? data : [];
}

export function displayName(user: Pick<CurrentUser, 'name' | 'login'> | null | undefined): string {
  return user?.name?.trim() || user?.login || '';
}

// ---- signing in and out ------------------------------------------------------------------

let ended = false;
/** How a session ended: the user signed out, or the server refused its token (401/403). */
export type SessionEnd = 'signedOut' | 'refused';
const endListeners = new Set<(how: SessionEnd) => void>();

/** The shell subscribes here to go to the sign-in page when a session ends, however it ended. */
export function onSessionEnd(listener: (how: SessionEnd) => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

/**
 * Drops the session: clears both storages and tells the shell, exactly once however many
 * requests fail with 401 at the same time (the flag is reset by the next sign-in). Signing out
 * takes everything; a session the server refused keeps its user's drafts for their next sign-in.
 * Returns whether this call was the one that ended it.
 */
export function endSession(how: SessionEnd): boolean {
  if (ended) return false;
  ended = true;
  if (how === 'signedOut') clearAuthStorage();
  else keepWorkFor(knownLogin);
  knownLogin = null;
  forgetCurrentUser();
  endListeners.forEach((l) => l(how));
  return true;
}

/** POST /v2/users/sign-in. A failed login clears the stored session (docs/product.md#states). */
export async function signIn(login: string, password: string): Promise<void> {
  try {
    const { data } = await request<{ token: string }>('/v2/users/sign-in', {
      method: 'POST',
      body: { login, password },
      anonymous: true,
    });
    if (!data?.token) throw new ApiError(PROVIDER_MESSAGES.noToken, 500, null);
    // The drafts a refused session kept come back only to the same user.
    startSession(login);
    knownLogin = login;
    forgetCurrentUser();
    setToken(data.token);
    ended = false;
  } catch (error) {
    // A mistyped password costs no draft: the kept work waits for its user.
    clearSessionKeepingWork();
    forgetCurrentUser();
    throw error;
  }
}

/** POST /v2/users/sign-out (the server revokes the token), then the session ends locally anyway. */
export async function signOut(): Promise<void> {
  if (getToken() && !ended) {
    await request('/v2/users/sign-out', { method: 'POST' }).catch(() => undefined);
  }
  endSession('signedOut');
}

function isAuthError(error: unknown): boolean {
  const status = (error as { status?: number } | null)?.status;
  return status === 401 || status === 403;
}

// ---- permissions -------------------------------------------------------------------------

/** What the access checks (src/engine/schema/access.ts) read of the current user: the cabinet's map and type. */
export function accessHolderOf(
  user: Pick<CurrentUser, 'commonPermission' | 'cabinet'> | null | undefined,
): AccessHolder {
  return { permissions: user?.commonPermission, cabinetType: user?.cabinet?.type };
}

export interface GuardedResource extends AccessRule {
  path: string;
  key?: string;
}

/**
 * react-admin's authProvider over the session above; `resources` give canAccess their rules and
 * `allows` reads them (src/engine/schema/access.ts, given by the cabinet, which carries it for
 * its menu and guard anyway: the sign-in page, which uses this module too, does not).
 */
export function createAuthProvider(
  resources: readonly GuardedResource[],
  allows: (rule: AccessRule, holder: AccessHolder) => boolean,
): AuthProvider {
  const byName = new Map<string, GuardedResource>();
  for (const r of resources) {
    byName.set(r.path, r);
    if (r.key) byName.set(r.key, r);
  }
  return {
    async login({ username, login, password }: { username?: string; login?: string; password: string }) {
      await signIn(login ?? username ?? '', password);
      return { redirectTo: CABINETS_PATH };
    },
    async logout() {
      await signOut();
      return LOGIN_PATH;
    },
    async checkAuth() {
      if (!getToken()) throw { redirectTo: LOGIN_PATH, message: false };
    },
    async checkError(error) {
      if (!isAuthError(error)) return;
      // The request itself already announced the 401 to the shell (apiEvents); ending the
      // session here too is harmless (once only) and covers errors raised elsewhere.
      endSession('refused');
      throw { logoutUser: false, message: false };
    },
    async getIdentity() {
      const user = await fetchCurrentUser();
      return { id: user.id, fullName: displayName(user), login: user.login, cabinet: user.cabinet ?? null };
    },
    async getPermissions() {
      if (!getToken()) return {};
      return (await fetchCurrentUser()).commonPermission ?? {};
    },
    async canAccess({ resource }) {
      // Without a stored token the guard lets navigation through; the API's 401 then signs out.
      if (!getToken()) return true;
      const def = byName.get(resource);
      if (!def) return true;
      return allows(def, accessHolderOf(await fetchCurrentUser()));
    },
  };
}
