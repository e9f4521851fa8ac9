/**
 * MUI's index as react-admin's text and choice inputs see it (scripts/vite/shims.ts): all of MUI,
 * with the TextField and FormControlLabel that put react-admin's MUI 5 props where MUI 9 reads
 * them. A named export wins over the same name from `export *`.
 */
export * from '@mui/material';
export { TextField } from './textField';
export { FormControlLabel } from './formControlLabel';
