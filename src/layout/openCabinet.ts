import { fetchCurrentUser, fetchMyCabinets, type Cabinet, type CurrentUser } from '../providers/authProvider';
import { CABINET_KEY, getToken, setCabinetId } from '../providers/storage';

/** A cabinet the user may open and who they are in it; 'notFound' when it is not theirs. */
export type OpenedCabinet = { cabinet: Cabinet | null; user: CurrentUser } | 'notFound';

/**
 * Checks that the address's cabinet is one of the user's (GET /v2/users/cabinets), then reads the
 * user in it (GET /v2/users/me with that cabinet's header). In this order: the user read with a
 * foreign cabinet's header would be refused and end the session instead of showing «not found».
 */
async function open(cabinetId: string): Promise<OpenedCabinet> {
  setCabinetId(cabinetId);
  let cabinet: Cabinet | null = null;
  if (getToken()) {
    cabinet = (await fetchMyCabinets()).find((c) => String(c.id) === cabinetId) ?? null;
    if (!cabinet) {
      sessionStorage.removeItem(CABINET_KEY);
      return 'notFound';
    }
  }
  return { cabinet, user: await fetchCurrentUser() };
}

/** The last read started, and whether the cabinet screen has taken it. */
let latest: { key: string; promise: Promise<OpenedCabinet>; taken: boolean } | null = null;
const keyOf = (cabinetId: string) => `${getToken() ?? ''}|${cabinetId}`;

/**
 * Starts opening a cabinet as soon as the address names one, while the cabinet's code is still
 * loading: the two reads then no longer wait for ~90 KB of scripts (issue 7, first list). Nothing
 * new when the cabinet's screen has already read it (its effect runs first when its code is
 * already there) or while the same session stays in the same cabinet.
 */
export function openCabinetEarly(cabinetId: string): void {
  if (latest?.key === keyOf(cabinetId)) return;
  const promise = open(cabinetId);
  // Its failure is the cabinet screen's to show (or the shell's: 401 goes to sign-in).
  promise.catch(() => undefined);
  latest = { key: keyOf(cabinetId), promise, taken: false };
}

/** The cabinet screen's read: the early one if not taken yet, else a fresh one (a cabinet opened again). */
export function openCabinet(cabinetId: string): Promise<OpenedCabinet> {
  const key = keyOf(cabinetId);
  if (latest?.key === key && !latest.taken) {
    latest.taken = true;
    return latest.promise;
  }
  const promise = open(cabinetId);
  latest = { key, promise, taken: true };
  return promise;
}
