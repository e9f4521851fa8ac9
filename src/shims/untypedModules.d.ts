// jsonexport ships no types; src/shims/jsonexport.ts only forwards its arguments.
declare module 'jsonexport/dist/index.js' {
  const jsonexport: (...args: unknown[]) => void;
  export default jsonexport;
}

// A file of react-admin that its package does not export; scripts/vite/shims.ts resolves it for
// src/shims/columnsSelectorItem.tsx.
declare module 'ra-ui-materialui/dist/list/datatable/ColumnsSelectorItem.js' {
  export const ColumnsSelectorItem: unknown;
}
