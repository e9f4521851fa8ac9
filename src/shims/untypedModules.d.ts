// jsonexport ships no types; src/shims/jsonexport.ts only forwards its arguments.
declare module 'jsonexport/dist/index.js' {
  const jsonexport: (...args: unknown[]) => void;
  export default jsonexport;
}

// Files of react-admin that its package does not export; scripts/vite/shims.ts resolves them for
// src/shims/columnsSelectorItem.tsx and src/shims/filterForm.tsx (typed as the package's index
// types them).
declare module 'ra-ui-materialui/dist/list/datatable/ColumnsSelectorItem.js' {
  export const ColumnsSelectorItem: unknown;
}
declare module 'ra-ui-materialui/dist/list/filter/FilterForm.js' {
  export const FilterForm: unknown;
}
declare module 'ra-ui-materialui/dist/list/filter/FilterFormInput.js' {
  export { FilterFormInput } from 'ra-ui-materialui';
}
declare module 'ra-ui-materialui/dist/input/ResettableTextField.js' {
  export { ResettableTextField } from 'ra-ui-materialui';
}
declare module 'ra-ui-materialui/dist/layout/PageTitle.js' {
  export const PageTitle: (props: object) => import('react').ReactElement;
}
declare module 'ra-ui-materialui/dist/button/BulkDeleteButton.js' {
  export { BulkDeleteButton } from 'ra-ui-materialui';
}
declare module 'ra-ui-materialui/dist/list/filter/AddSavedQueryDialog.js' {
  export const AddSavedQueryDialog: import('react').ComponentType<{ open: boolean; onClose: () => void }>;
}
declare module 'ra-ui-materialui/dist/list/filter/RemoveSavedQueryDialog.js' {
  export const RemoveSavedQueryDialog: import('react').ComponentType<{ open: boolean; onClose: () => void }>;
}
