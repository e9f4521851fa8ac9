import type { Plugin } from 'vite';
import { shellMessages } from '../../src/i18n/messages.js';
import { BOOT_LOADER_ATTRIBUTE, OVERLAY_FADE_MS } from '../../src/layout/constants.js';
import { FONT_FAMILY, TEXT_SECONDARY } from '../../src/layout/brand.js';
import { resolveVariant, type Variant } from '../../src/variants/index.js';

/**
 * The loader is in index.html itself (an earlier first paint): until the scripts have arrived and
 * React renders its own LoadingOverlay in the same place, the page shows it instead of nothing.
 * On a simulated phone the scripts take ~2 s; the page painted nothing until then.
 *
 * It looks like src/layout/LoadingOverlay.tsx (MUI's CircularProgress 36/4 in the variant's
 * primary colour, body2 text in text.secondary, the same slow fade-in; text colour and font come
 * from src/layout/brand.ts, as the theme's do), so the hand-over does not show; LoadingOverlay
 * goes on with the fade where this one is. Plain HTML and CSS: the page's Content-Security-Policy
 * allows inline styles, never inline scripts.
 */
export function bootLoader(variant: Variant): { markup: string; style: string } {
  const text = shellMessages.kabinet.loading;
  const markup =
    `<div ${BOOT_LOADER_ATTRIBUTE} class="boot-loader" role="progressbar" aria-label="${text}">` +
    '<svg viewBox="22 22 44 44" width="36" height="36" aria-hidden="true"><circle cx="44" cy="44" r="20" fill="none" stroke-width="4"></circle></svg>' +
    `<p>${text}</p></div>`;
  const style = [
    '.boot-loader { min-height: 100vh; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 16px;',
    `  animation: boot-fade ${OVERLAY_FADE_MS}ms ease-in both; }`,
    `.boot-loader svg { color: ${variant.primary}; animation: boot-rotate 1.4s linear infinite; }`,
    '.boot-loader circle { stroke: currentColor; stroke-dasharray: 80px, 200px; animation: boot-dash 1.4s ease-in-out infinite; }',
    `.boot-loader p { margin: 0; color: ${TEXT_SECONDARY}; font: 400 0.875rem/1.43 ${FONT_FAMILY}; letter-spacing: 0.01071em; }`,
    '@keyframes boot-fade { from { opacity: 0; } to { opacity: 1; } }',
    '@keyframes boot-rotate { to { transform: rotate(360deg); } }',
    '@keyframes boot-dash { 0% { stroke-dasharray: 1px, 200px; stroke-dashoffset: 0; } 50% { stroke-dasharray: 100px, 200px; stroke-dashoffset: -15px; } 100% { stroke-dasharray: 1px, 200px; stroke-dashoffset: -126px; } }',
  ].join('\n');
  return { markup, style };
}

/** Writes the loader of the variant being built (VITE_VARIANT) into index.html. */
export function bootLoaderInIndexHtml(): Plugin {
  let variantName: string | undefined;
  return {
    name: 'kabinet:boot-loader',
    configResolved(config) {
      variantName = config.env.VITE_VARIANT as string | undefined;
    },
    transformIndexHtml(html) {
      const { markup, style } = bootLoader(resolveVariant(variantName));
      if (!html.includes('<div id="root"></div>'))
        throw new Error('index.html: нет пустого <div id="root"></div> для загрузчика');
      return html
        .replace('<div id="root"></div>', `<div id="root">${markup}</div>`)
        .replace('</style>', `${style}\n    </style>`);
    },
  };
}
