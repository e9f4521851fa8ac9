import type { ReactElement } from 'react';
import type { NavItem, RouteRule } from './navigation';

/**
 * Screens that are not generated from one schema (docs/product.md#routes), each one lazy chunk. A page
 * declares its path under /{cabinetId}/, who may open it (permissions, every one of them unless
 * `anyPermission`, and cabinet types; the route guard and the menu both read them, src/engine/schema/access.ts)
 * and, when it has one, its menu item.
 */
export interface BespokePage extends RouteRule {
  element: ReactElement;
  nav?: Omit<NavItem, 'to' | 'permissions' | 'cabinetTypes'>;
  /** The page's title (the document's and its own) when it differs from its menu item or it has none. */
  title?: string;
}

/**
 * Found by glob like schemas and resources, so a new screen is one folder and no central list:
 * `src/pages/<name>/page.tsx` (or `src/resourceComponents/<key>/page.tsx` for a screen that belongs to
 * one resource) default-exports its BespokePage list. Those files only hold `lazy()` imports, so
 * the screens themselves stay in their own chunks.
 */
const modules = import.meta.glob<{ default: BespokePage[] }>(
  ['../pages/*/page.tsx', '../resourceComponents/*/page.tsx'],
  {
    eager: true,
  },
);

export const BESPOKE_PAGES: BespokePage[] = Object.keys(modules)
  .sort()
  .flatMap((file) => modules[file].default);
