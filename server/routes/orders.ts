import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { schemaDefaults, withDefaults } from '../../src/engine/schema/defaults';
import { HttpError, invalid, MESSAGES } from '../errors';
import { sendXlsx, workbook } from '../spreadsheet';
import type { StoredRecord } from '../store';
import { objectBody, rngOf } from './audienceSupport';
import { recordAccess } from './systemAccess';

/**
 * Rules, player configs, report orders and the post-view export (docs/product.md#calls Other) beyond the
 * generic CRUD (whose one-record calls are /rule and /player-config, the schemas' x-calls): the player preview, the schedule
 * dictionary of report orders, GET /v2/postviews.xlsx.
 */
export function registerOrderRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerPlayerPreview(app, ctx);
  registerScheduleDictionary(app, ctx);
  registerPostviews(app, ctx);
}

const escapeHtml = (text: unknown) =>
  String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The player drawn with a config's settings, as a static HTML page (no script: the console shows
 * it in a sandboxed frame). The video is a placeholder of the same 16:9 size. A setting the
 * config lacks is its schema default (`withDefaults`), as the console's form shows it.
 */
function playerPreviewHtml(config: Record<string, unknown>): string {
  const controls = (config.controls ?? {}) as Record<string, boolean | undefined>;
  const texts = (config.texts ?? {}) as Record<string, string | undefined>;
  // Validated like a save before it gets here; checked again because it lands in CSS.
  const accent = /^#[0-9a-fA-F]{6}$/.test(String(config.accentColor)) ? String(config.accentColor) : 'inherit';
  const skip = Number(config.skipOffset) || 0;
  const logo =
    typeof config.logoUrl === 'string' && /^https?:\/\//.test(config.logoUrl)
      ? `<img class="logo" src="${escapeHtml(config.logoUrl)}" alt="">`
      : '';
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${escapeHtml(config.name)}</title><style>
body{margin:0;font:14px/1.3 system-ui,sans-serif;background:#111;color:#fff}
.player{position:relative;width:100%;aspect-ratio:16/9;background:linear-gradient(135deg,#2b2f3a,#545b6b);overflow:hidden}
.video{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;color:#cfd3dc;font-size:18px}
.label{position:absolute;top:10px;left:12px;background:rgba(0,0,0,.55);padding:2px 8px;border-radius:3px;font-size:12px}
.timer{position:absolute;top:10px;right:12px;background:rgba(0,0,0,.55);padding:2px 8px;border-radius:3px;font-size:12px}
.skip{position:absolute;right:12px;bottom:48px;background:rgba(0,0,0,.7);border:1px solid #fff;padding:8px 14px;border-radius:3px}
.cta{position:absolute;left:12px;bottom:48px;background:${accent};padding:9px 16px;border-radius:4px;font-weight:600}
.bar{position:absolute;left:0;right:0;bottom:0;height:36px;background:rgba(0,0,0,.6);display:flex;align-items:center;gap:10px;padding:0 12px}
.progress{flex:1;height:4px;background:rgba(255,255,255,.3);border-radius:2px;overflow:hidden}
.progress i{display:block;width:35%;height:100%;background:${accent}}
.logo{position:absolute;top:40px;left:12px;max-height:40px;max-width:120px}
.icon{font-size:13px;opacity:.9}
</style></head><body><div class="player" data-autoplay="${config.autoplay === true}">
<div class="video">Видеоролик 16:9${config.autoplay ? '' : ' — запуск по нажатию ▶'}</div>
<div class="label">${escapeHtml(texts.adLabel)}</div>
${controls.timer ? '<div class="timer">0:12</div>' : ''}
${logo}
<div class="cta">${escapeHtml(texts.clickThrough)}</div>
${skip > 0 ? `<div class="skip">${escapeHtml(texts.skip)} через ${skip} с</div>` : ''}
<div class="bar">
${controls.progressBar ? '<div class="progress"><i></i></div>' : '<div style="flex:1"></div>'}
${controls.soundButton ? `<span class="icon">${config.muted ? '🔇 Звук выкл.' : '🔊 Звук'}</span>` : ''}
${controls.fullscreenButton ? '<span class="icon">⛶</span>' : ''}
</div></div></body></html>`;
}

function registerPlayerPreview(app: FastifyInstance, ctx: ServerContext): void {
  const access = recordAccess(ctx, 'playerConfig');
  if (!access) return;
  const defaults = schemaDefaults(ctx.set, 'playerConfig');
  const html = (reply: import('fastify').FastifyReply, config: Record<string, unknown>) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src https: http: data:")
      .send(playerPreviewHtml(withDefaults(defaults, config)));

  /** GET /player-config/{id}/preview: the saved config drawn. */
  app.get('/player-config/:id/preview', async (req: FastifyRequest<{ Params: { id: string } }>, reply) =>
    html(reply, access.load(req.params.id, access.gate(req)).data),
  );
  /** POST /player-config/preview {…config}: unsaved settings drawn (validated like a save). */
  app.post('/player-config/preview', async (req, reply) => {
    access.gate(req);
    const body = objectBody(req);
    const errors = ctx.set.validate('playerConfig', { name: 'Предпросмотр', ...body });
    if (errors) throw invalid(errors);
    return html(reply, body);
  });
}

/** The schedules of report orders: the same list as reportOrder.schema.json's oneOf. */
function scheduleChoices(ctx: ServerContext): { id: string; name: string }[] {
  const schema = ctx.set.schemas.get('reportOrder') as
    { properties?: { schedule?: { oneOf?: { const: string; title: string }[] } } } | undefined;
  return (schema?.properties?.schedule?.oneOf ?? []).map((o) => ({ id: o.const, name: o.title }));
}

/**
 * GET /v2/dictionaries/orders/schedule. The dictionaries' route file may serve it too; this one
 * registers only if nobody did (it runs when the server gets ready, after the synchronous
 * registrations of the other route files).
 */
function registerScheduleDictionary(app: FastifyInstance, ctx: ServerContext): void {
  app.register(async (scope) => {
    if (scope.hasRoute({ method: 'GET', url: '/v2/dictionaries/orders/schedule' })) return;
    scope.get('/v2/dictionaries/orders/schedule', async (req) => {
      ctx.auth.cabinet(req, ctx.auth.session(req), []);
      return scheduleChoices(ctx);
    });
  });
}

/** docs/product.md#constants: the post-view export's default columns, in order, with their Russian headers. */
const POSTVIEW_COLUMNS: { key: string; title: string }[] = [
  { key: 'time', title: 'Время' },
  { key: 'event', title: 'Событие' },
  { key: 'typeConversion', title: 'Тип конверсии' },
  { key: 'totalConversions', title: 'Всего конверсий' },
  { key: 'totalUniques', title: 'Уникальных всего' },
  { key: 'conversionsAfterCampaign', title: 'Конверсий после кампании' },
  { key: 'uniquesAfterCampaign', title: 'Уникальных после кампании' },
];

const EVENTS = [
  ['show', 'Показ'],
  ['click', 'Клик'],
  ['vtr', 'Досмотр'],
] as const;
const CONVERSIONS = [
  ['install', 'Установка'],
  ['purchase', 'Покупка'],
  ['registration', 'Регистрация'],
] as const;
const DAY = 86_400_000;

/**
 * GET /v2/postviews.xlsx?campaignId= | accountId= &startTimeISO&endTimeISO&offsetTime: post-view
 * conversions per day, event and conversion type of the visible campaigns. x-excel-columns
 * (JSON or comma list of the keys above) picks and orders columns; x-excel-header renames them.
 */
function registerPostviews(app: FastifyInstance, ctx: ServerContext): void {
  app.get(
    '/v2/postviews.xlsx',
    async (req: FastifyRequest<{ Querystring: Record<string, string | undefined> }>, reply) => {
      const cabinet = ctx.auth.cabinet(req, ctx.auth.session(req), [])!;
      const scope = ctx.cabinets.scope(cabinet);
      const q = req.query;
      const visible = (r: StoredRecord) => scope === null || (r.cabinetId !== null && scope.includes(r.cabinetId));
      const start = Date.parse(q.startTimeISO ?? '');
      const end = Date.parse(q.endTimeISO ?? '');
      const errors: Record<string, string> = {};
      if (!Number.isFinite(start)) errors['/startTimeISO'] = 'Укажите начало периода';
      if (!Number.isFinite(end)) errors['/endTimeISO'] = 'Укажите конец периода';
      else if (Number.isFinite(start) && end < start) errors['/endTimeISO'] = 'Конец периода раньше начала';
      else if (end - start > 93 * DAY) errors['/endTimeISO'] = 'Период выгрузки — не больше 93 дней';
      if (!q.campaignId && !q.accountId) errors['/campaignId'] = 'Выберите кампанию или аккаунт';
      if (Object.keys(errors).length) throw invalid(errors);
      const campaigns = ctx.store
        .all('campaign')
        .filter((c) => (q.campaignId ? c.id === q.campaignId : c.data.accountId === q.accountId));
      if (q.campaignId && !campaigns.length) throw new HttpError(404, 'Кампания не найдена');
      if (campaigns.some((c) => !visible(c))) throw new HttpError(403, MESSAGES.foreignRecord);

      const offset = Number.parseInt(q.offsetTime ?? '0', 10) || 0; // minutes east of UTC
      const columns = pickPostviewColumns(req);
      const rows: (string | number)[][] = [];
      for (let day = start; day <= end; day += DAY) {
        const date = new Date(day + offset * 60_000).toISOString().slice(0, 10).split('-').reverse().join('.');
        for (const [event, eventName] of EVENTS) {
          for (const [type, typeName] of CONVERSIONS) {
            const rng = rngOf(`pv:${q.campaignId ?? q.accountId}:${day}:${event}:${type}`);
            const total = campaigns.reduce((s) => s + rng.int(0, event === 'show' ? 60 : 25), 0);
            if (!total) continue;
            const uniques = Math.round(total * (0.6 + rng.next() * 0.35));
            const after = Math.round(total * rng.next() * 0.4);
            const values: Record<string, string | number> = {
              time: date,
              event: eventName,
              typeConversion: typeName,
              totalConversions: total,
              totalUniques: uniques,
              conversionsAfterCampaign: after,
              uniquesAfterCampaign: Math.min(after, uniques),
            };
            rows.push(columns.map((c) => values[c.key]));
          }
        }
      }
      const body = await workbook([
        {
          name: 'Post-view',
          columns: columns.map((c) => ({
            title: c.title,
            numFmt: c.key === 'time' || c.key === 'event' || c.key === 'typeConversion' ? undefined : '#,##0',
          })),
          rows,
        },
      ]);
      return sendXlsx(reply, 'Post-view конверсии.xlsx', body, 'postviews.xlsx');
    },
  );
}

function pickPostviewColumns(req: FastifyRequest): { key: string; title: string }[] {
  const header = (name: string) => {
    const raw = req.headers[name];
    return (Array.isArray(raw) ? raw[0] : raw)?.trim();
  };
  const text = header('x-excel-columns');
  let keys: string[] = [];
  if (text) {
    try {
      keys = text.startsWith('[') ? (JSON.parse(text) as string[]).map(String) : text.split(',').map((s) => s.trim());
    } catch {
      throw invalid({ '/x-excel-columns': 'Список колонок — JSON-массив или перечисление через запятую' });
    }
  }
  const unknown = keys.filter((k) => !POSTVIEW_COLUMNS.some((c) => c.key === k));
  if (unknown.length) throw invalid({ '/x-excel-columns': `Неизвестные колонки: ${unknown.join(', ')}` });
  const picked = keys.length ? keys.map((k) => POSTVIEW_COLUMNS.find((c) => c.key === k)!) : POSTVIEW_COLUMNS;
  const titles = header('x-excel-header')
    ?.split(',')
    .map((t) => {
      try {
        return decodeURIComponent(t.trim());
      } catch {
        return t.trim();
      }
    });
  return picked.map((c, i) => (titles?.[i] ? { ...c, title: titles[i] } : c));
}
