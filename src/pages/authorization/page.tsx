import { lazy } from 'react';
import type { BespokePage } from '../../layout/bespokePages';

const AuthorizationPage = lazy(() => import('./AuthorizationPage'));

const pages: BespokePage[] = [
  {
    path: 'system/auth',
    permissions: ['managePermissions'],
    element: <AuthorizationPage />,
    nav: { label: 'Авторизация', group: 'system', order: 30 },
  },
];
export default pages;
