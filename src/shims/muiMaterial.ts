/**
 * MUI's index as react-admin's tooltip users see it (scripts/vite/shims.ts): all of MUI, with the
 * Tooltip whose popup loads on first show. A named export wins over the same name from `export *`.
 */
export * from '@mui/material';
export { Tooltip } from './tooltip';
