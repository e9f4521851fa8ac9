import { writeActionLog, type LogAction } from '../actionLog';
import type { Cabinet } from '../cabinets';
import type { SeedModule } from './index';

const START = Date.parse('2025-03-01T09:00:00.000Z');
const HOUR = 3600_000;

/** What the history is made of: the seeded entities, the verbs that apply, and fields an edit touches. */
const KINDS: { type: string; actions: LogAction[]; fields: string[][] }[] = [
  {
    type: 'campaign',
    actions: ['create', 'update', 'update', 'status'],
    fields: [['name'], ['limits'], ['targets'], ['calendar', 'limits']],
  },
  { type: 'creative', actions: ['create', 'update'], fields: [['url'], ['targets'], ['name', 'url']] },
  { type: 'account', actions: ['create', 'update', 'balance'], fields: [['name'], ['finance']] },
  { type: 'agency', actions: ['update', 'balance'], fields: [['name'], ['minimalCPM']] },
  { type: 'group', actions: ['create', 'update'], fields: [['name'], ['limits']] },
  { type: 'user', actions: ['create', 'update', 'status'], fields: [['phone'], ['name', 'email'], ['role']] },
  { type: 'ssp', actions: ['update', 'status'], fields: [['timeoutMs'], ['qpsLimit'], ['endpointUrl']] },
  { type: 'companion', actions: ['create', 'update'], fields: [['score'], ['name']] },
];

/**
 * History of the action logger (schema actionLog): edits of the seeded records by the demo users,
 * and the front office's moderation of the seeded creatives. Lines of real calls are added by
 * server/actionLog.ts as the API is used.
 */
export const actionLogsSeed: SeedModule = {
  resource: 'actionLog',
  run({ ctx, rng, cabinets, records }) {
    const users = records('user');
    const userOf = (login: string) => users.find((u) => u.data.login === login);
    const actor = (login: string, cabinet: Cabinet) => {
      const user = userOf(login);
      return { userID: user?.id, userLogin: login, cabinetID: cabinet.id, cabinetName: cabinet.name };
    };
    const admins = [
      'admin',
      ...users
        .filter((u) => u.cabinetId === cabinets.admin.id && u.data.login !== 'admin')
        .map((u) => String(u.data.login)),
    ];
    // A user of the agency's own (its record in the agency's reach): the line names it to the agency.
    const agencyManager = String(users.find((u) => u.cabinetId === cabinets.agencies[0]?.id)?.data.login ?? 'agency');
    const moderators = users.filter((u) => u.cabinetId === cabinets.frontOffice.id).map((u) => String(u.data.login));
    const labelOf = (type: string, data: Record<string, unknown>) => {
      const field = ctx.defs.get(type)?.schema['x-label'];
      const value = field ? data[field] : undefined;
      return typeof value === 'string' ? value : undefined;
    };
    const endpointOf = (type: string) => ctx.defs.get(type)?.endpoint ?? `/${type}`;

    const available = KINDS.filter((k) => ctx.defs.has(k.type) && records(k.type).length);
    let clock = START;
    for (let n = 0; n < 220 && available.length; n++) {
      clock += rng.int(1, 9) * HOUR + rng.int(0, 3599) * 1000;
      const kind = rng.pick(available);
      const record = rng.pick(records(kind.type));
      const action = rng.pick(kind.actions);
      const agencyCabinet = cabinets.agencies[0];
      // The agency's own manager edits what the first agency owns; the platform's staff the rest.
      const own = record.cabinetId === agencyCabinet?.id && rng.chance(0.7);
      const who = own ? actor(agencyManager, agencyCabinet) : actor(rng.pick(admins), cabinets.admin);
      const url =
        action === 'create'
          ? endpointOf(kind.type)
          : `${endpointOf(kind.type)}/${record.id}${action === 'balance' ? '/balance' : action === 'status' ? '/status' : ''}`;
      const method = action === 'create' || action === 'balance' ? 'POST' : action === 'status' ? 'PUT' : 'PATCH';
      writeActionLog(
        ctx,
        {
          ...who,
          action,
          objectType: kind.type,
          objectID: record.id,
          objectName: labelOf(kind.type, record.data),
          fields: action === 'update' ? rng.pick(kind.fields) : action === 'balance' ? ['action', 'money'] : undefined,
          request: `${method} ${url}`,
        },
        new Date(clock),
        rng.objectId(),
      );
    }

    // Moderation of the seeded creatives that have a decision, some hours after their upload.
    if (ctx.defs.has('creative') && moderators.length) {
      for (const creative of records('creative')) {
        const status = creative.data.statusData as
          { moderationStatus?: string; reason?: string; moderatedAt?: string } | undefined;
        if (!status?.moderatedAt) continue;
        const uploaded = Date.parse(String(creative.data.createdAt ?? ''));
        const at = Number.isNaN(uploaded)
          ? new Date(status.moderatedAt)
          : new Date(Math.min(uploaded + rng.int(1, 30) * HOUR, Date.parse(status.moderatedAt)));
        writeActionLog(
          ctx,
          {
            ...actor(rng.pick(moderators), cabinets.frontOffice),
            action: 'moderation',
            objectType: 'creative',
            objectID: creative.id,
            objectName: labelOf('creative', creative.data),
            fields: status.reason
              ? ['statusData.moderationStatus', 'statusData.reason']
              : ['statusData.moderationStatus'],
            request: 'POST /v2/moderation/creatives/status',
          },
          at,
          rng.objectId(),
        );
      }
    }
  },
};
