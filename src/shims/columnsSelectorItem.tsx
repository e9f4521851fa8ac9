import { lazy, Suspense, type ComponentType } from 'react';

/**
 * Stands in for react-admin's ColumnsSelectorItem in its DataTable columns (scripts/vite/shims.ts
 * aliases it). The item renders only inside the column chooser, which the console's lists do not
 * open on load, yet every list's column carried it with its diacritics table and toggle switch.
 * It loads the first time the chooser shows an item.
 */
const Item = lazy(() =>
  import('ra-ui-materialui/dist/list/datatable/ColumnsSelectorItem.js').then((m) => ({
    default: m.ColumnsSelectorItem as ComponentType<object>,
  })),
);

export function ColumnsSelectorItem(props: object) {
  return (
    <Suspense fallback={null}>
      <Item {...props} />
    </Suspense>
  );
}
