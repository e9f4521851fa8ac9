import { actorOf, writeActionLog } from '../actionLog';
import type { ResourceHooks, ServerContext, TransitionChange } from '../context';
import { isObject } from '../merge';
import { readOnlyHooks } from './agencyTransaction';

export const MODERATION_MESSAGES = {
  readOnly: 'Очередь модерации меняется только сменой статуса',
} as const;

type Data = Record<string, unknown>;

const withoutEmpty = (data: Data): Data =>
  Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== null && v !== ''));

/**
 * A moderator's decision (the queues' declared `status` transition, x-operations): when it was
 * made, who made it, and the reason, kept only with «Отклонён» (any other decision removes it).
 * `at` is where the record keeps its moderation state ("statusData" of a creative, the root of an
 * app); the action log names the fields as the record has them.
 */
function moderationDecision(objectType: string, at: string | null, withModerator: boolean) {
  return (ctx: ServerContext, { record, data, to, body, request }: TransitionChange): Data => {
    const actor = actorOf(ctx, request);
    const reason = to === 'disapproved' && typeof body.reason === 'string' ? body.reason.trim() : '';
    const own = at ? (isObject(data[at]) ? data[at] : {}) : data;
    const { reason: _old, ...rest } = own;
    const state = withoutEmpty({
      ...(at ? {} : rest),
      moderationStatus: to,
      reason,
      moderatedAt: ctx.now().toISOString(),
      ...(withModerator ? { moderatedBy: actor.userLogin } : {}),
    });
    if (ctx.defs.has('actionLog')) {
      const prefix = at ? `${at}.` : '';
      writeActionLog(ctx, {
        ...actor,
        action: 'moderation',
        objectType,
        objectID: record.id,
        objectName: typeof record.data.name === 'string' ? record.data.name : undefined,
        fields: (reason ? ['moderationStatus', 'reason'] : ['moderationStatus']).map((f) => `${prefix}${f}`),
        request: `${request.method} ${request.url.split('?')[0]}`,
      });
    }
    return at ? { ...data, [at]: state } : state;
  };
}

/** A creative's moderation state lives in its statusData; who moderated it is read from the action log. */
export const creativeModeration = moderationDecision('creative', 'statusData', false);

/** Both queues change only through their status transition (their schemas' x-operations). */
export const moderationCreativeHooks = readOnlyHooks(MODERATION_MESSAGES.readOnly);
export const moderationAppHooks: ResourceHooks = {
  ...readOnlyHooks(MODERATION_MESSAGES.readOnly),
  transition: moderationDecision('moderationApp', null, true),
};
