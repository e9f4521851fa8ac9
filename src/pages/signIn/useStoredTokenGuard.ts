import { useEffect } from 'react';
import { clearSessionKeepingWork, getToken } from '../../providers/storage';

export const CABINETS_PATH = '/auth/cabinets';

/**
 * The guard of /auth/login and /auth/password (docs/product.md#routes): a stored token goes straight to
 * cabinet selection; otherwise whatever is left of an old session is cleared, but for the drafts
 * a session the server ended keeps for its user's next sign-in.
 * Returns where to go, or null to stay.
 */
export function useStoredTokenGuard(): string | null {
  const token = getToken();
  useEffect(() => {
    if (!token) clearSessionKeepingWork();
  }, [token]);
  return token ? CABINETS_PATH : null;
}
