/**
 * react-admin's default top bar and menu, which its Layout imports for a layout given none. The
 * console's layout (src/layout/KabinetLayout.tsx) always gives its own, so they would be dead
 * weight in the shell (a smaller first load: the default bar's user, locale, theme and refresh
 * buttons, the default menu's links and their keyboard shortcuts, 7.5 KB of gzip).
 * scripts/vite/shims.ts gives react-admin's Layout these instead.
 */
function missing(part: string): never {
  throw new Error(`Kabinet: react-admin's Layout needs the console's own ${part} (src/layout/KabinetLayout.tsx)`);
}

export const AppBar = (): never => missing('appBar');
export const Menu = (): never => missing('menu');
