import type { MenuGroupKey } from '../schema/permissions';

// The side menu's own words, a catalogue read by the menu, the resource reference and `npm run check`.

/** Side-menu groups of docs/product.md#routes, in menu order. */
export const MENU_GROUPS: Record<MenuGroupKey, string> = {
  system: 'Системные настройки',
  management: 'Управление',
  moderation: 'Модерация',
  tools: 'Инструменты',
  reports: 'Отчёты',
};

/**
 * Headings of sub-groups of a menu group, for screens beyond the product's own items of the group
 * (docs/product.md#menu): those come first, in the product's order and words; a section's items
 * come after them (their `order`), under its heading.
 */
export const MENU_SECTIONS = {
  campaigns: 'Кампании и креативы',
  audience: 'Сегменты и списки',
  ord: 'Маркировка рекламы (ОРД)',
} as const;
