import { fetchCurrentUser, fetchMyCabinets, type Cabinet, type CurrentUser } from '../providers/authProvider';
import { CABINET_KEY, getToken, setCabinetId } from '../providers/storage';

/** A cabinet the user may open and who they are in it; 'notFound' when it is not theirs. */
export type OpenedCabinet = { cabinet: Cabinet | null; user: CurrentUser } | 'notFound';

/**
 * Checks that the address's cabinet is one of the user's (GET /v2/users/cabinets) and reads the
 * user in it (GET /v2/users/me with that cabinet's header). Read loudly, the user waits for the
 * check: a user read with a foreign cabinet's header is refused, and a refusal announced ends the
 * session instead of showing «not found». Read quietly (httpClient's `quiet`: nothing announced),
 * a refusal is only a failed read, so the two go out together.
 */
async function open(cabinetId: string, quiet: boolean): Promise<OpenedCabinet> {
  setCabinetId(cabinetId);
  if (!getToken()) return { cabinet: null, user: await fetchCurrentUser({ quiet }) };
  const alongside = quiet ? fetchCurrentUser({ quiet }) : null;
  alongside?.catch(() => undefined);
  const cabinet = (await fetchMyCabinets({ quiet })).find((c) => String(c.id) === cabinetId);
  if (!cabinet) {
    sessionStorage.removeItem(CABINET_KEY);
    return 'notFound';
  }
  return { cabinet, user: await (alongside ?? fetchCurrentUser({ quiet })) };
}

/** The last read started, and whether the cabinet screen has taken it. */
let latest: { key: string; promise: Promise<OpenedCabinet>; taken: boolean } | null = null;
const keyOf = (cabinetId: string) => `${getToken() ?? ''}|${cabinetId}`;

/**
 * Starts opening a cabinet as soon as the address names one: from the page's first script
 * (main.tsx), before the cabinet's scripts take the browser's six connections, and again from
 * the cabinet's route after an in-app navigation. Quiet: when it starts, the shell that would
 * route a refused session to sign-in may not listen yet; the cabinet screen that takes a failed
 * early read repeats it loudly. Nothing new while the same session stays in the same cabinet.
 */
export function openCabinetEarly(cabinetId: string): void {
  if (latest?.key === keyOf(cabinetId)) return;
  const promise = open(cabinetId, true);
  promise.catch(() => undefined);
  latest = { key: keyOf(cabinetId), promise, taken: false };
}

/** The early read of this cabinet, if one was started (without taking it from the cabinet screen). */
export function earlyOpening(cabinetId: string): Promise<OpenedCabinet> | null {
  return latest?.key === keyOf(cabinetId) ? latest.promise : null;
}

/** The cabinet screen's read: the early one if not taken yet, else a fresh one (a cabinet opened again). */
export function openCabinet(cabinetId: string): Promise<OpenedCabinet> {
  const key = keyOf(cabinetId);
  if (latest?.key === key && !latest.taken) {
    latest.taken = true;
    return latest.promise.catch(() => open(cabinetId, false));
  }
  const promise = open(cabinetId, false);
  latest = { key, promise, taken: true };
  return promise;
}
