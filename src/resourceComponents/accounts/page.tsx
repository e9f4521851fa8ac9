import { lazy } from 'react';
import type { BespokePage } from '../../layout/bespokePages';

const OwnAccountPage = lazy(() => import('./OwnAccountPage'));

/**
 * An account's own cabinet sees its account and the account's status (docs/product.md#calls
 * Accounts: GET /v2/accounts/{id} plus status); the accounts list stays with those who manage
 * accounts. After the product's items of «Управление».
 */
const pages: BespokePage[] = [
  {
    path: 'management/my-account',
    permissions: [],
    cabinetTypes: ['account'],
    element: <OwnAccountPage />,
    nav: { label: 'Мой аккаунт', group: 'management', order: 75 },
  },
];
export default pages;
