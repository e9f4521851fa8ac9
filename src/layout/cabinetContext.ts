import { createContext, useContext } from 'react';
import type { Cabinet, CurrentUser } from '../providers/authProvider';
import type { Navigation } from './navigation';

/** What the cabinet's shell knows once it has loaded: who is signed in where, and the navigation. */
export interface CabinetState {
  cabinetId: string;
  /** "/{cabinetId}": react-admin's basename. */
  basename: string;
  user: CurrentUser;
  cabinet: Cabinet | null;
  navigation: Navigation;
}

export const CabinetContext = createContext<CabinetState | null>(null);

export function useCabinet(): CabinetState {
  const state = useContext(CabinetContext);
  if (!state) throw new Error('useCabinet: outside a cabinet');
  return state;
}
