/**
 * A cabinet's address: the console reads the cabinet from it, the reference API serves the
 * cabinet's page for it (server/static.ts).
 */

/** /{cabinetId} or /{cabinetId}/…: a platform id is 24 characters. */
export const CABINET_PATH = /^\/([0-9a-z]{24})(\/|$)/;

/** The cabinet an address is in, if any. */
export const cabinetIdInPath = (pathname: string): string | null => CABINET_PATH.exec(pathname)?.[1] ?? null;

/** The page a cabinet's address gets: index.html naming the cabinet's chunks (scripts/vite/cabinetDocument.ts, server/static.ts). */
export const CABINET_DOCUMENT = 'cabinet.html';
