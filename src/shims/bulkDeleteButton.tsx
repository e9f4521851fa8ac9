import { lazyUi } from '../engine/definition/lazyUi';

/**
 * react-admin's BulkDeleteButton with its confirmation dialog, loaded when a list first shows its
 * bulk buttons (they mount on the first selection: src/engine/views/BulkButtonsOnSelection.tsx),
 * not with the shell (a smaller first load). Given to react-admin's DataTable, whose default bulk
 * buttons name it, by scripts/vite/shims.ts, and used by the generated list.
 */
export const BulkDeleteButton = lazyUi(
  () => import('ra-ui-materialui/dist/button/BulkDeleteButton.js').then((m) => m.BulkDeleteButton),
  'BulkDeleteButton',
);
