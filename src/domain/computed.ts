import { vatOf } from './vat';

/**
 * Values the platform computes from the other fields of the same object, by the names a schema
 * gives them (x-computed). The server stores them on every save (src/engine/schema/computed.ts)
 * and the forms show them read-only while typing, so what the user sees is what will be stored.
 * Each takes the object's values and gives undefined while its inputs are incomplete.
 */
type Values = Record<string, unknown>;

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** An amount's {excludingVat, vatRate} as vatOf reads them, or null while one is missing. */
function vatInputs(o: Values): [number, number] | null {
  return isNumber(o.excludingVat) && isNumber(o.vatRate) ? [o.excludingVat, o.vatRate] : null;
}

export const COMPUTED = {
  /** VAT of `excludingVat` at `vatRate` %, to the kopeck. */
  vat: (o: Values): number | undefined => {
    const inputs = vatInputs(o);
    return inputs ? vatOf(...inputs).vat : undefined;
  },
  /** `excludingVat` with its VAT at `vatRate` %, to the kopeck. */
  includingVat: (o: Values): number | undefined => {
    const inputs = vatInputs(o);
    return inputs ? vatOf(...inputs).includingVat : undefined;
  },
  /** The site a link leads to: the host of `url` without a leading «www.» (what a moderator judges the advertiser by). */
  siteDomain: (o: Values): string | undefined => {
    if (typeof o.url !== 'string' || !URL.canParse(o.url)) return undefined;
    const host = new URL(o.url).hostname.replace(/^www\./, '');
    return host || undefined;
  },
} satisfies Record<string, (object: Values) => unknown>;

export type ComputedName = keyof typeof COMPUTED;

/** What each computes, in Russian: for `npm run check` and the resource reference. */
export const COMPUTED_TITLES: Record<ComputedName, string> = {
  vat: 'НДС суммы без НДС по её ставке',
  includingVat: 'сумма с НДС по ставке',
  siteDomain: 'домен ссылки перехода',
};

/** The value named `name` of an object's values (undefined while its inputs are incomplete). */
export function computeValue(name: ComputedName, object: Values): unknown {
  return COMPUTED[name](object);
}
