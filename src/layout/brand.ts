/**
 * The theme's text colour and font, shared with the loader index.html shows before any script
 * (scripts/vite/bootLoader.ts). Plain values and no imports: the build's config reads this file.
 */
export const TEXT_SECONDARY = '#5b6478';
export const FONT_FAMILY = '"Roboto", "Segoe UI", "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';
