/**
 * Deployment variants (docs/product.md#product): one bundle per variant, chosen at build time by VITE_VARIANT.
 * A variant names the product (titles, top bar) and sets the theme's primary colour.
 */
export const VARIANT_NAMES = ['yabbi', 'plazkart', 'redllama', 'dev'] as const;
export type VariantName = (typeof VARIANT_NAMES)[number];

export interface Variant {
  name: VariantName;
  /** Shown in the top bar and in every document title. */
  productName: string;
  /** Theme primary colour. */
  primary: string;
  /** Theme secondary colour (accents, the active menu item). */
  secondary: string;
}

export const VARIANTS: Record<VariantName, Variant> = {
  yabbi: { name: 'yabbi', productName: 'Yabbi', primary: '#5b3cc4', secondary: '#ff6f3c' },
  plazkart: { name: 'plazkart', productName: 'Plazkart', primary: '#00796b', secondary: '#f9a825' },
  redllama: { name: 'redllama', productName: 'Redllama', primary: '#c62828', secondary: '#37474f' },
  dev: { name: 'dev', productName: 'Kabinet Dev', primary: '#1565c0', secondary: '#00897b' },
};

/** An unknown or empty name falls back to dev, so a misspelt build variable still builds a console. */
export function resolveVariant(name: string | undefined | null): Variant {
  const key = (name ?? '').trim().toLowerCase();
  return (VARIANT_NAMES as readonly string[]).includes(key) ? VARIANTS[key as VariantName] : VARIANTS.dev;
}

/** The variant this bundle was built for. */
export const variant: Variant = resolveVariant(import.meta.env?.VITE_VARIANT as string | undefined);

/** document.title of a screen: product name, then the route's own title. */
export function pageTitle(routeTitle?: string | null, product: Variant = variant): string {
  return routeTitle ? `${product.productName} — ${routeTitle}` : product.productName;
}
