import type { ComponentType } from 'react';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BuildIcon from '@mui/icons-material/Build';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import GavelIcon from '@mui/icons-material/Gavel';
import SettingsIcon from '@mui/icons-material/Settings';
import { MENU_GROUPS, MENU_SECTIONS, type MenuGroup, type MenuSection } from '../engine/definition/types';
import { allows, type AccessHolder, type AccessRule } from '../engine/schema/access';
import { BESPOKE_PAGES } from './bespokePages';

/**
 * The side menu and the route guard as data (docs/product.md#routes, #permissions). Resources feed it; a bespoke page
 * adds its item to PAGE_NAV_ITEMS (and, when it has sub-routes without a menu item, a rule to
 * PAGE_ROUTE_RULES) and gets the menu entry, the permission filter and the guard for free.
 */
export interface NavItem extends AccessRule {
  /** Path under /{cabinetId}/, without a leading slash: "system/users/list". */
  to: string;
  label: string;
  group: MenuGroup;
  order: number;
  icon?: ComponentType;
  /**
   * A sub-group for screens beyond the product's items of the group, under its heading; their
   * order numbers put them after the product's items (docs/product.md#menu).
   */
  section?: MenuSection;
}

/**
 * A guarded route prefix under /{cabinetId}/ and who may open it. The menu item of the same
 * screen carries the same rule, and both are read by `allows`: an item shows exactly where it opens.
 */
export interface RouteRule extends AccessRule {
  path: string;
}

export interface NavGroup {
  group: MenuGroup;
  label: string;
  icon: ComponentType;
  items: NavItem[];
}

/** What navigation needs of a resource definition (src/engine/definition/types.ts). */
export interface NavResource extends AccessRule {
  path: string;
  label: string;
  routes?: { list?: string };
  menu?: { group: MenuGroup; order: number; label?: string; icon?: ComponentType; section?: MenuSection };
}

const GROUP_ICONS: Record<MenuGroup, ComponentType> = {
  system: SettingsIcon,
  management: BusinessCenterIcon,
  moderation: GavelIcon,
  tools: BuildIcon,
  reports: AssessmentIcon,
};

/** Menu items of the bespoke pages (src/layout/bespokePages.ts). */
const PAGE_NAV_ITEMS: NavItem[] = BESPOKE_PAGES.flatMap(({ path, permissions, cabinetTypes, nav }) =>
  nav ? [{ ...nav, to: path, permissions, cabinetTypes }] : [],
);
/** Titles of the bespoke pages, menu item or not. */
const PAGE_TITLES: ScreenTitle[] = BESPOKE_PAGES.flatMap(({ path, title, nav }) => {
  const text = title ?? nav?.label;
  return text ? [{ path, title: text }] : [];
});
/** Guarded routes of the bespoke pages, menu item or not. */
const PAGE_ROUTE_RULES: RouteRule[] = BESPOKE_PAGES.map(({ path, permissions, cabinetTypes }) => ({
  path,
  permissions,
  cabinetTypes,
}));

/** The users list: where a cabinet opens when the user may see it (docs/product.md#routes). */
const USERS_LIST_PATH = 'system/users/list';

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

/** A resource's list URL under the cabinet: "{path}/{routes.list}". */
export function resourceListPath(def: Pick<NavResource, 'path' | 'routes'>): string {
  return trimSlashes(`${def.path}/${def.routes?.list ?? ''}`);
}

function navItemsFromResources(defs: readonly NavResource[]): NavItem[] {
  return defs
    .filter((def) => def.menu)
    .map((def) => ({
      ...def.menu!,
      to: resourceListPath(def),
      label: def.menu!.label ?? def.label,
      permissions: def.permissions,
      anyPermission: def.anyPermission,
      cabinetTypes: def.cabinetTypes,
    }));
}

/** A screen's route pattern under /{cabinetId}/ (":name" = any one segment) and its title. */
export interface ScreenTitle {
  path: string;
  title: string;
}

export interface Navigation {
  items: NavItem[];
  rules: RouteRule[];
  /** Every screen's own title: the resources' and the bespoke pages' (src/layout/screenTitle.ts). */
  titles: ScreenTitle[];
}

export function buildNavigation(
  defs: readonly NavResource[],
  pageItems: readonly NavItem[] = PAGE_NAV_ITEMS,
  pageRules: readonly RouteRule[] = PAGE_ROUTE_RULES,
  pageTitles: readonly ScreenTitle[] = PAGE_TITLES,
): Navigation {
  const items = [...navItemsFromResources(defs), ...pageItems];
  const rules = [
    ...defs.map((def) => ({
      path: trimSlashes(def.path),
      permissions: def.permissions,
      anyPermission: def.anyPermission,
      cabinetTypes: def.cabinetTypes,
    })),
    ...pageItems.map((item) => ({
      path: trimSlashes(item.to),
      permissions: item.permissions,
      anyPermission: item.anyPermission,
      cabinetTypes: item.cabinetTypes,
    })),
    ...pageRules.map((rule) => ({ ...rule, path: trimSlashes(rule.path) })),
  ];
  // A resource's screens are titled as their page heading reads (the list's title), not by the menu's short words.
  const titles = [...defs.map((def) => ({ path: def.path, title: def.label })), ...pageTitles].map((t) => ({
    ...t,
    path: trimSlashes(t.path),
  }));
  return { items, rules, titles };
}

const groupOrder = Object.keys(MENU_GROUPS) as MenuGroup[];
/** The heading of a section, beside the item that opens it (the first of its section in a group). */
export function sectionHeading(items: readonly NavItem[], index: number): string | undefined {
  const section = items[index].section;
  return section && items[index - 1]?.section !== section ? MENU_SECTIONS[section] : undefined;
}

/**
 * Groups in menu order with the items this user may see: exactly those whose screens the route
 * guard opens (allows(), as the API reads the same rule), so no item leads to the not-found page;
 * a group with none is left out. The product's menu shows an item to a holder of any one of its
 * permissions: for the console's items that is the same, as each that lists two says `anyOf`.
 */
export function visibleGroups(items: readonly NavItem[], holder: AccessHolder): NavGroup[] {
  return groupOrder
    .map((group) => ({
      group,
      label: MENU_GROUPS[group],
      icon: GROUP_ICONS[group],
      items: items
        .filter((item) => item.group === group && allows(item, holder))
        .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label, 'ru')),
    }))
    .filter((g) => g.items.length > 0);
}

/** The most specific rule whose path is the location or a parent of it. */
export function matchRule(rules: readonly RouteRule[], relativePath: string): RouteRule | undefined {
  const path = trimSlashes(relativePath);
  let best: RouteRule | undefined;
  for (const rule of rules) {
    if (path === rule.path || path.startsWith(`${rule.path}/`)) {
      if (!best || rule.path.length > best.path.length) best = rule;
    }
  }
  return best;
}

/** May this user open `relativePath`? Its most specific rule decides (access.ts). */
export function canOpen(rules: readonly RouteRule[], relativePath: string, holder: AccessHolder): boolean {
  const rule = matchRule(rules, relativePath);
  return !rule || allows(rule, holder);
}

/** Where the cabinet's index leads: the users list when permitted, else the first menu item the user may open. */
export function landingPath(nav: Navigation, holder: AccessHolder): string | null {
  const users = nav.items.find((item) => item.to === USERS_LIST_PATH);
  if (users && canOpen(nav.rules, users.to, holder)) return users.to;
  for (const group of visibleGroups(nav.items, holder)) {
    const item = group.items.find((i) => canOpen(nav.rules, i.to, holder));
    if (item) return item.to;
  }
  return null;
}

/** The group holding the item that matches the location, for opening it when the menu mounts. */
export function activeItem(items: readonly NavItem[], relativePath: string): NavItem | undefined {
  const path = trimSlashes(relativePath);
  let best: NavItem | undefined;
  for (const item of items) {
    const base = item.to.replace(/\/list$/, '');
    if (path === item.to || path === base || path.startsWith(`${base}/`)) {
      if (!best || item.to.length > best.to.length) best = item;
    }
  }
  return best;
}
