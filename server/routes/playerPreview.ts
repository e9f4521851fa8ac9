import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { schemaDefaults, withDefaults } from '../../src/engine/schema/defaults';
import { invalid } from '../errors';
import { recordAccess } from '../http/recordAccess';
import { objectBody } from '../http/body';

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

/**
 * A player config drawn as the player would show it (docs/product.md#calls Other): the saved
 * config, or unsaved settings validated like a save.
 */
export function registerPlayerPreviewRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const access = recordAccess(ctx, 'playerConfig');
  if (!access) return;
  const defaults = schemaDefaults(ctx.set, 'playerConfig');
  const html = (reply: FastifyReply, config: Record<string, unknown>) =>
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
