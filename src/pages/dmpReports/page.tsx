import { lazy } from 'react';
import type { BespokePage } from '../../layout/bespokePages';

const DmpReportsPage = lazy(() => import('./DmpReportsPage'));

/** docs/product.md#routes reports/dmp (permission dmpReports): the DMP engine's reports. */
const pages: BespokePage[] = [
  {
    path: 'reports/dmp',
    permissions: ['dmpReports'],
    element: <DmpReportsPage />,
    nav: { label: 'DMP отчёты', group: 'reports', order: 20 },
  },
];
export default pages;
