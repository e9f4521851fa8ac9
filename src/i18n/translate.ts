import { shellMessages } from './messages';

/**
 * A tiny translate for screens that run without react-admin (sign-in, password, cabinets):
 * the same keys and %{name} placeholders as polyglot, and "a |||| b |||| c" Russian plurals
 * chosen by smart_count.
 */
export type TranslateParams = Record<string, string | number | undefined>;

function lookup(messages: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      messages,
    );
}

/** Russian plural form index: 1 кабинет, 2 кабинета, 5 кабинетов. */
export function russianPluralIndex(n: number): number {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return 0;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 10 || mod100 >= 20)) return 1;
  return 2;
}

export function interpolate(text: string, params: TranslateParams = {}): string {
  let phrase = text;
  if (phrase.includes('||||') && typeof params.smart_count === 'number') {
    const forms = phrase.split('||||').map((f) => f.trim());
    phrase = forms[Math.min(russianPluralIndex(params.smart_count), forms.length - 1)];
  }
  return phrase.replace(/%\{(\w+)\}/g, (match, name: string) =>
    params[name] === undefined ? match : String(params[name]),
  );
}

/** Returns the Russian text of `key`, or the key itself when it is unknown (as polyglot does). */
function translate(key: string, params?: TranslateParams, messages: unknown = shellMessages): string {
  const text = lookup(messages, key);
  return typeof text === 'string' ? interpolate(text, params) : key;
}

export const t = translate;
