import { lazy, type ReactElement } from 'react';
import type { NavItem, RouteRule } from './navigation';

/**
 * Screens that are not generated from one schema (SPEC.md §2), each one lazy chunk. A page
 * declares its path under /{cabinetId}/, its permissions (all required; the route guard and the
 * menu both read them) and, when it has one, its menu item.
 */
export interface BespokePage extends RouteRule {
  element: ReactElement;
  nav?: Omit<NavItem, 'to' | 'permissions'>;
}

const AuthorizationPage = lazy(() => import('../resources-ui/authorization/AuthorizationPage'));
const ResourceReferencePage = lazy(() => import('../pages/reference/ResourceReferencePage'));

export const BESPOKE_PAGES: BespokePage[] = [
  {
    path: 'system/auth',
    permissions: ['managePermissions'],
    element: <AuthorizationPage />,
    nav: { label: 'Авторизация', group: 'system', order: 30 },
  },
  {
    // Not in SPEC.md §2: the developers' view of the platform model, for the admin cabinet.
    path: 'system/reference',
    permissions: ['managePermissions', 'userManager'],
    element: <ResourceReferencePage />,
    nav: { label: 'Справочник ресурсов', group: 'system', order: 90 },
  },
];
