import polyglotI18nProvider from 'ra-i18n-polyglot';
import russianMessages from 'ra-language-russian';
import type { TranslationMessages } from 'react-admin';
import { engineMessages } from '../engine/messages';
import { shellMessages } from './messages';

type Tree = { [key: string]: string | Tree };

/** Later sources win key by key, so our texts override react-admin's without copying its tree. */
function mergeMessages(...sources: object[]): Tree {
  const out: Tree = {};
  for (const source of sources) {
    for (const [key, value] of Object.entries(source as Tree)) {
      const current = out[key];
      out[key] =
        value && typeof value === 'object'
          ? mergeMessages(current && typeof current === 'object' ? current : {}, value)
          : value;
    }
  }
  return out;
}

/**
 * Texts of each resource's own actions live beside them in src/resourceComponents/<key>/messages.ts
 * (default export) and are found by glob, under `kabinet.<key>.*`: no central list to edit.
 * Bespoke screens do the same in src/pages/<name>/messages.ts (`kabinet.<name>.*`).
 */
const resourceMessageFiles = import.meta.glob<Tree>(['../resourceComponents/*/messages.ts', '../pages/*/messages.ts'], {
  eager: true,
  import: 'default',
});
const resourceMessages = {
  kabinet: Object.fromEntries(
    Object.entries(resourceMessageFiles).map(([file, messages]) => [file.split('/').at(-2)!, messages]),
  ),
};

const russian = mergeMessages(
  russianMessages,
  engineMessages,
  shellMessages,
  resourceMessages,
) as unknown as TranslationMessages;

/** react-admin's i18n: Russian only (docs/product.md#product); a missing key shows the key, never crashes. */
export const i18nProvider = polyglotI18nProvider(() => russian, 'ru', [{ locale: 'ru', name: 'Русский' }], {
  allowMissing: true,
});
