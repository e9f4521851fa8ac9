import { cabinetIdInPath } from '../providers/storage';
import { openCabinetEarly } from './openCabinet';

/**
 * The cabinet the page's address names, if any. Its session reads go out while this module
 * evaluates, first of the entry's own (main.tsx imports it first): before React's DOM renderer
 * and the shell evaluate, and ahead of the scripts the cabinet's screen loads, which would
 * otherwise hold all six of the browser's connections.
 */
export const cabinetOnPage = cabinetIdInPath(window.location.pathname);
if (cabinetOnPage) openCabinetEarly(cabinetOnPage);
