/**
 * Stands in for ra-language-english (scripts/vite/shims.ts aliases it for react-admin's default
 * i18n provider). The console always passes its own Russian provider, so react-admin's English
 * default is never used; without this shim its catalogue would still ship in the shell's bundle.
 * The Russian catalogue is in the bundle anyway, so the unused default costs nothing.
 */
export { default } from 'ra-language-russian';
