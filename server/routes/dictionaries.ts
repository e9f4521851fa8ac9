import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import {
  AUDIENCE_INTERESTS,
  choicesOf,
  constantDictionaries,
  CURRENCY_EXTRAS,
  fieldChoices,
  OPERATING_SYSTEMS,
  ORD_NAMES,
  PUSH_RESPONSE_FORMATS,
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
  serve('/models', (query) => modelItems(ctx, many(query.manufacturer)));
  serve('/currency', () =>
    choicesOf(ctx.set, { $ref: '_defs#/$defs/currency' }).map((c) => ({ ...c, ...CURRENCY_EXTRAS[String(c.id)] })),
  );

  serve('/v2/dictionaries/creatives/moderation/statuses', () =>
    choicesOf(ctx.set, { $ref: '_defs#/$defs/moderationStatus' }),
  );
  // Each from the field that holds its values: what the form offers and the API accepts.
  serve('/v2/dictionaries/balance', () => fieldChoices(ctx.set, 'balanceChange', 'action'));
  serve('/v2/dictionaries/ageranges', () => fieldChoices(ctx.set, 'campaign', 'targets.user.ageRanges'));
  serve('/v2/dictionaries/push-response-formats', () => PUSH_RESPONSE_FORMATS);
  // The columns a report carries: those a report order mails.
  serve('/v2/dictionaries/columns', () => fieldChoices(ctx.set, 'reportOrder', 'request.metrics'));
  serve('/v2/dictionaries/orders/schedule', () => fieldChoices(ctx.set, 'reportOrder', 'schedule'));
  serve('/v2/dictionaries/ord/names', () => ORD_NAMES);
}
