import { lazy } from 'react';
import type { BespokePage } from '../../layout/bespokePages';

const ForecastPage = lazy(() => import('./ForecastPage'));

const pages: BespokePage[] = [
  {
    // docs/product.md#routes: tools/forecast needs no permission; last item of the Tools group.
    path: 'tools/forecast',
    permissions: [],
    element: <ForecastPage />,
    nav: { label: 'Прогноз трафика', group: 'tools', order: 50 },
  },
];
export default pages;
