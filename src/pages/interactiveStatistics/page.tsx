import { lazy } from 'react';
import type { BespokePage } from '../../layout/bespokePages';

const MainStatisticsPage = lazy(() => import('./MainStatisticsPage'));
const InteractiveStatisticsPage = lazy(() => import('./InteractiveStatisticsPage'));
const CreativeStatisticsPage = lazy(() => import('./CreativeStatisticsPage'));

/** docs/product.md#routes: main statistics, interactive statistics and one interactive creative's extra statistics. */
const pages: BespokePage[] = [
  {
    path: 'management/statistic/common',
    permissions: ['manageExtraEvents'],
    element: <MainStatisticsPage />,
    nav: { label: 'Основная статистика', group: 'management', order: 40 },
  },
  {
    path: 'management/statistic/creatives',
    permissions: ['manageInteractiveEvents'],
    element: <InteractiveStatisticsPage />,
    nav: { label: 'Интерактивная статистика', group: 'management', order: 41 },
  },
  {
    path: 'management/statistic/creatives/:creativeId',
    permissions: ['manageInteractiveEvents'],
    element: <CreativeStatisticsPage />,
    title: 'Дополнительная статистика креатива',
  },
];
export default pages;
