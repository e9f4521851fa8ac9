// An evaluation break (scripts/vite/evaluationBreaks.ts), imported by the shim react-admin's
// material-ui package takes MUI from (src/shims/muiMaterial.ts), which is that package's first
// module in the cabinet's chunk: ra-core, React Query and lodash in one task, ra-ui-materialui in
// the next.
export {};
