import { useEffect } from 'react';
import { clearAuthStorage, getToken } from '../../providers/storage';

export const CABINETS_PATH = '/auth/cabinets';

/**
 * The guard of /auth/login and /auth/password (docs/product.md#routes): a stored token goes straight to
 * cabinet selection; otherwise whatever is left of an old session is cleared.
 * Returns where to go, or null to stay.
 */
export function useStoredTokenGuard(): string | null {
  const token = getToken();
  useEffect(() => {
    if (!token) clearAuthStorage();
  }, [token]);
  return token ? CABINETS_PATH : null;
}
