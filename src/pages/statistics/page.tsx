import { lazy } from 'react';
import type { BespokePage } from '../../layout/bespokePages';

const SummaryPage = lazy(() => import('./SummaryPage'));
const DetailsPage = lazy(() => import('./DetailsPage'));

/** docs/product.md#routes: reports/statistic/summary and details, no permission; menu group Reports. */
const pages: BespokePage[] = [
  {
    path: 'reports/statistic/summary',
    permissions: [],
    element: <SummaryPage />,
    nav: { label: 'Сводная статистика', group: 'reports', order: 10 },
  },
  {
    path: 'reports/statistic/details',
    permissions: [],
    element: <DetailsPage />,
    nav: { label: 'Детальная статистика', group: 'reports', order: 30 },
  },
];
export default pages;
