import { type MenuGroup, type Permission, PERMISSIONS } from '../../engine';

/** docs/product.md#permissions permissions in the side menu's groups (docs/product.md#routes), in the order of the menu. */
const GROUPS: { group: MenuGroup; permissions: Permission[] }[] = [
  { group: 'system', permissions: ['userManager', 'managePermissions', 'ssp', 'companions', 'manageNotifications'] },
  {
    group: 'management',
    permissions: [
      'manageAgency',
      'manageAccounts',
      'manageCampaignSegments',
      'manageAudience',
      'manageExtraEvents',
      'manageInteractiveEvents',
    ],
  },
  { group: 'moderation', permissions: ['moderation', 'moderationCreatives', 'moderationApps'] },
  { group: 'tools', permissions: ['actionLogger', 'bidLogger'] },
  { group: 'reports', permissions: ['dmpReports'] },
];

export interface PermissionGroup {
  /** A menu group, or null for permissions no group lists (a name added to docs/product.md#permissions later). */
  group: MenuGroup | null;
  permissions: Permission[];
}

/** Every permission exactly once: the grouped ones, then any other under "Прочее". */
export function permissionGroups(): PermissionGroup[] {
  const listed = new Set(GROUPS.flatMap((g) => g.permissions));
  const others = PERMISSIONS.filter((p) => !listed.has(p));
  return [...GROUPS, ...(others.length ? [{ group: null, permissions: others }] : [])];
}
