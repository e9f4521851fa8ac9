import { lazy } from 'react';
import type { BespokePage } from '../../layout/bespokePages';

const ResourceReferencePage = lazy(() => import('./ResourceReferencePage'));

const pages: BespokePage[] = [
  {
    // Not in docs/product.md#routes: the developers' view of the platform model, for the admin cabinet.
    path: 'system/reference',
    permissions: ['managePermissions', 'userManager'],
    anyPermission: true,
    cabinetTypes: ['admin'],
    element: <ResourceReferencePage />,
    nav: { label: 'Справочник ресурсов', group: 'system', order: 90 },
  },
];
export default pages;
