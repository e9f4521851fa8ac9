import type { Plugin } from 'vite';

/** Maps of names to schemas (a key there is a name, not a keyword) and keywords holding data. */
const NAMES = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
const DATA = new Set(['const', 'enum', 'default', 'examples']);

/** A schema without ajv-errors' `errorMessage` keywords, at any depth. */
export function withoutErrorMessages(node: unknown, names = false): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutErrorMessages(item));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => names || key !== 'errorMessage')
      .map(([key, value]) => [
        key,
        names || !DATA.has(key) ? withoutErrorMessages(value, !names && NAMES.has(key)) : value,
      ]),
  );
}

/**
 * What the console never reads of a schema stays out of its bundle: the root `description`,
 * documentation for developers (English, with references to docs/product.md) read by the reference API and
 * scripts (~27 KB of text), and ajv-errors' messages, which the precompiled validators carry
 * (src/engine/generated/validators; ~1 KB of gzip in the first list).
 */
export function leanSchemas(): Plugin {
  return {
    name: 'kabinet:lean-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]schemas[\\/][^\\/]+\.schema\.json$/.test(id)) return null;
      const { description: _docs, ...schema } = JSON.parse(code) as Record<string, unknown>;
      return { code: JSON.stringify(withoutErrorMessages(schema)), map: null };
    },
  };
}
