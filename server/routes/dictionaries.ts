import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import {
  AUDIENCE_INTERESTS,
  choicesOf,
  constantDictionaries,
  CURRENCY_EXTRAS,
  OPERATING_SYSTEMS,
  ORD_NAMES,
  ORDER_SCHEDULES,
  propertyOf,
  PUSH_RESPONSE_FORMATS,
  REPORT_COLUMNS,
  type DictionaryItem,
} from '../dictionaries';
import { invalid } from '../errors';
import { manufacturerItems, modelItems } from '../rules/deviceTargets';

const DICTIONARY_MESSAGES = {
  unknownDictionary: 'Неизвестный словарь',
} as const;

type Query = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
const many = (v: string | string[] | undefined) =>
  (Array.isArray(v) ? v : [v ?? ''])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean);

const fallback = (found: DictionaryItem[], otherwise: DictionaryItem[]) => (found.length ? found : otherwise);

/**
 * The dictionaries of docs/product.md#calls (Dictionaries). The geo dictionary (/geo/children,
 * /v2/geo/levels) is served with the geo presets by routes/geo.ts. They are the platform's reference data,
 * the same for every cabinet: a signed-in user may read them (401 otherwise); a Cabinet header,
 * when sent, must name one of the user's cabinets (403), as on every other call.
 */
export function registerDictionaryRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const gate = (req: FastifyRequest) => {
    ctx.auth.cabinet(req, ctx.auth.session(req), [], true);
  };
  const serve = (url: string, answer: (query: Query) => unknown) =>
    app.get(url, async (req) => {
      gate(req);
      return answer((req.query ?? {}) as Query);
    });

  const constants = constantDictionaries(ctx.set);
  serve('/dictionary/constants', (query) => {
    const dict = one(query.dict);
    // Without a name: which dictionaries there are.
    if (!dict) return Object.entries(constants).map(([id, d]) => ({ id, name: d.title }));
    if (!Object.hasOwn(constants, dict)) throw invalid({ '/dict': DICTIONARY_MESSAGES.unknownDictionary });
    return constants[dict].items();
  });

  serve('/dictionary/audience', () => AUDIENCE_INTERESTS);
  serve('/dictionary/ssp', () =>
    ctx.store
      .all('ssp')
      .map((r) => ({
        id: String(r.data.sysname ?? r.id),
        name: String(r.data.name ?? r.id),
        protocol: r.data.protocol,
        active: r.data.active === true,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'ru')),
  );
  serve('/dictionary/oss', () => OPERATING_SYSTEMS);
  // The device dictionaries are records of their own schemas (manufacturer, deviceModel).
  serve('/manufacturers', () => manufacturerItems(ctx));
  serve('/models', (query) => modelItems(ctx, many(query.manufacturer ?? query.manufacturerId)));
  serve('/currency', () =>
    choicesOf(ctx.set, { $ref: '_defs#/$defs/currency' }).map((c) => ({ ...c, ...CURRENCY_EXTRAS[String(c.id)] })),
  );

  serve('/v2/dictionaries/creatives/moderation/statuses', () =>
    choicesOf(ctx.set, { $ref: '_defs#/$defs/moderationStatus' }),
  );
  serve('/v2/dictionaries/balance', () =>
    fallback(choicesOf(ctx.set, propertyOf(ctx.set, 'balanceChange', 'action')), [
      { id: 'deposit', name: 'Пополнение' },
      { id: 'withdraw', name: 'Списание' },
    ]),
  );
  serve('/v2/dictionaries/ageranges', () =>
    fallback(
      choicesOf(ctx.set, propertyOf(ctx.set, 'campaign', 'targets.user.ageRanges')),
      [
        ['0-17', 'до 18'],
        ['18-24', '18–24'],
        ['25-34', '25–34'],
        ['35-44', '35–44'],
        ['45-54', '45–54'],
        ['55+', '55 и старше'],
      ].map(([id, name]) => ({ id, name })),
    ),
  );
  serve('/v2/dictionaries/push-response-formats', () => PUSH_RESPONSE_FORMATS);
  serve('/v2/dictionaries/columns', () => REPORT_COLUMNS);
  // The report orders' own schedule choices when that schema is there (the same list either way).
  serve('/v2/dictionaries/orders/schedule', () =>
    fallback(choicesOf(ctx.set, propertyOf(ctx.set, 'reportOrder', 'schedule')), ORDER_SCHEDULES),
  );
  serve('/v2/dictionaries/ord/names', () => ORD_NAMES);
}
