/** Permission names of docs/product.md#permissions: the only values `x-permission` may name. */
export const PERMISSIONS = [
  'ssp',
  'userManager',
  'managePermissions',
  'companions',
  'manageNotifications',
  'manageAgency',
  'manageExtraEvents',
  'manageInteractiveEvents',
  'manageAccounts',
  'manageCampaignSegments',
  'manageAudience',
  'moderation',
  'moderationCreatives',
  'moderationApps',
  'actionLogger',
  'bidLogger',
  'dmpReports',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** Cabinet types of docs/product.md#product. */
export const CABINET_TYPES = ['admin', 'agency', 'account', 'ord', 'front_office', 'undefined'] as const;
export type CabinetType = (typeof CABINET_TYPES)[number];

/** Side-menu groups of docs/product.md#routes, in menu order (titles in src/engine/definition/types.ts). */
export const MENU_GROUP_KEYS = ['system', 'management', 'moderation', 'tools', 'reports'] as const;
export type MenuGroupKey = (typeof MENU_GROUP_KEYS)[number];
