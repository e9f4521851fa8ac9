/** Business constants of the shell (docs/product.md#constants), in one place. */

/** How long a toast stays on screen, ms (react-admin's notification autoHideDuration). */
export const TOAST_DURATION_MS = 3000;
/** Default offset of a toast from the screen edge, px. */
export const TOAST_OFFSET_PX = 16;
/** Base layer z-index: the fatal-error panel sits here, above the app bar and side bar. */
export const Z_INDEX_BASE = 2000;
/** Dialogs (and other modals) stay above everything, the fatal panel included. */
export const Z_INDEX_DIALOG = 3000;
/** Height of the bottom fatal-error drawer, px. */
export const FATAL_DRAWER_SIZE = 130;
/** Delay before the collapsed side bar's group popup shows and before it hides, ms. */
export const MENU_POPUP_DELAY_MS = 300;
/** Fade of the loading overlay, ms. */
export const OVERLAY_FADE_MS = 400;
/** Marks the loader index.html shows before any script (scripts/vite/bootLoader.ts). */
export const BOOT_LOADER_ATTRIBUTE = 'data-boot-loader';
export { CABINET_DOCUMENT } from '../domain/cabinetAddress';
/** Width of the side bar when open and when collapsed to icons, px. */
export const SIDEBAR_WIDTH = 264;
export const SIDEBAR_CLOSED_WIDTH = 56;
