import { useEffect } from 'react';
import { pageTitle } from '../variants';

/** docs/product.md#routes: the document title is the product name plus the route's title. */
export function useDocumentTitle(routeTitle?: string | null): void {
  useEffect(() => {
    document.title = pageTitle(routeTitle);
  }, [routeTitle]);
}
