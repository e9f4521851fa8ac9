import type { SchemaProblem } from '../../src/engine/schema';
import { MENU_GROUPS, MENU_SECTIONS, type MenuGroup, type MenuSection } from '../../src/engine/definition/types';
import type { ResourceConfig } from '../../src/engine/definition/types';

/**
 * Where a resource's menu item lands. The side menu sorts a group's items by `order` and shows a
 * section's heading («Сегменты и списки») above the first item of the section; an item after it
 * that names no section still shows under that heading. So each group reads as its own items
 * first, then its sections one after the other: these are the headings and the orders they span.
 */
export interface MenuHeading {
  group: MenuGroup;
  section?: MenuSection;
  /** The heading as the menu shows it: the group's, or the group's and the section's. */
  label: string;
  from: number;
  to: number;
}

type Menu = NonNullable<ResourceConfig['menu']>;
type Placed = { file: string; menu: Menu };

function placed(modules: Record<string, unknown>): Placed[] {
  return Object.entries(modules).flatMap(([file, config]) => {
    const menu = (config as Partial<ResourceConfig> | undefined)?.menu;
    return menu && typeof menu.order === 'number' && menu.group in MENU_GROUPS
      ? [{ file: `resources/${file.split('/').pop()}`, menu }]
      : [];
  });
}

/** The headings of the resource files' menu items, by group in menu order, each with its span of orders. */
export function menuHeadings(modules: Record<string, unknown>): MenuHeading[] {
  const spans = new Map<string, MenuHeading>();
  for (const { menu } of placed(modules)) {
    const key = `${menu.group}/${menu.section ?? ''}`;
    const span = spans.get(key);
    if (span) Object.assign(span, { from: Math.min(span.from, menu.order), to: Math.max(span.to, menu.order) });
    else
      spans.set(key, {
        group: menu.group,
        ...(menu.section ? { section: menu.section } : {}),
        label: menu.section
          ? `«${MENU_GROUPS[menu.group]}» → «${MENU_SECTIONS[menu.section]}»`
          : `«${MENU_GROUPS[menu.group]}»`,
        from: menu.order,
        to: menu.order,
      });
  }
  const groups = Object.keys(MENU_GROUPS);
  return [...spans.values()].sort(
    (a, b) =>
      groups.indexOf(a.group) - groups.indexOf(b.group) || Number(!!a.section) - Number(!!b.section) || a.from - b.from,
  );
}

/** The headings as `npm run check` and the scaffold name them: "«Управление» 10–70; … (section: 'audience') 91–100". */
export function describeHeadings(headings: MenuHeading[]): string {
  return headings
    .map(
      (h) =>
        `${h.label}${h.section ? ` (group: '${h.group}', section: '${h.section}')` : ` (group: '${h.group}')`} ${h.from === h.to ? h.from : `${h.from}–${h.to}`}`,
    )
    .join('; ');
}

/**
 * The order a new item takes at the end of a heading's span: one past its last item, unless that
 * is another heading's; then halfway to the next one. A group with no item yet starts at 10.
 */
export function nextOrder(headings: MenuHeading[], group: MenuGroup, section?: MenuSection): number {
  const own = headings.find((h) => h.group === group && h.section === section);
  const others = headings.filter((h) => h.group === group && h !== own);
  const last = own?.to ?? (section ? Math.max(0, ...others.map((h) => h.to)) : 0);
  const next = Math.min(...others.filter((h) => h.from > last).map((h) => h.from));
  if (!own && !section && others.length === 0) return 10;
  return last + 1 < next ? last + 1 : (last + next) / 2;
}

/**
 * An item that would show under a heading it does not name: one without a section after a
 * section's first item, or a section's item amid another's. Named with the group's headings and
 * their orders, so the fix is to pick one.
 */
export function lintMenuPlaces(modules: Record<string, unknown>): SchemaProblem[] {
  const headings = menuHeadings(modules);
  const misplaced = placed(modules).flatMap(({ file, menu }) => {
    const group = headings.filter((h) => h.group === menu.group);
    // The last section heading shown above it that is not its own…
    const under = group
      .filter((h) => h.section && h.section !== menu.section && h.from < menu.order)
      .sort((a, b) => b.from - a.from)[0];
    // …unless its own section's heading comes after that one and before it.
    const own = group.find((h) => h.section && h.section === menu.section);
    if (!under || (own && own.from > under.from && own.from <= menu.order)) return [];
    return [{ file, menu, under }];
  });
  // The headings as they are without the misplaced items: the spans to choose from.
  const away = new Set(misplaced.map((m) => m.file));
  const rest = menuHeadings(
    Object.fromEntries(Object.entries(modules).filter(([file]) => !away.has(`resources/${file.split('/').pop()}`))),
  );
  return misplaced.map(({ file, menu, under }) => ({
    file,
    path: '/menu/order',
    message: `с order ${menu.order} пункт встанет в меню под заголовком ${under.label}, не своим: укажите его раздел (section) или order своего заголовка. Заголовки: ${describeHeadings(rest.filter((h) => h.group === menu.group))}`,
  }));
}
