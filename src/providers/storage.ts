/**
 * Where the session lives (SPEC.md §4, §6): the token in localStorage survives a restart of the
 * browser, the cabinet in sessionStorage is per tab, so two tabs can work in two cabinets.
 */
export const TOKEN_KEY = 'kabinet.token';
export const CABINET_KEY = 'kabinet.cabinetId';

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);
export const setToken = (token: string): void => localStorage.setItem(TOKEN_KEY, token);
export const getCabinetId = (): string | null => sessionStorage.getItem(CABINET_KEY);
export const setCabinetId = (id: string): void => sessionStorage.setItem(CABINET_KEY, id);

/** Logging out or losing auth clears both storages (SPEC.md §4). */
export function clearAuthStorage(): void {
  localStorage.clear();
  sessionStorage.clear();
}
