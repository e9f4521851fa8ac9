import type { ResourceHooks, ServerContext } from '../context';
import { HttpError } from '../errors';
import { isObject } from '../merge';
import { newObjectId } from '../objectIds';
import type { StoredRecord } from '../store';
import { readOnlyHooks } from './agencyTransaction';

/**
 * Reservations, their deployments and version history. A reservation lists its deployments
 * (computed); deleting a reservation deletes them. docs/product.md#validation: a deployment that is the only
 * one selected in a campaign cannot be deleted.
 */
const RESERVATION_MESSAGES = {
  onlyDeployment: 'Невозможно удалить размещение. Это единственное размещение выбранное в кампании.',
  created: 'Создано',
  unchanged: 'Без изменений',
  changed: (fields: string[]) => `Изменено: ${fields.join(', ')}`,
} as const;

type Data = Record<string, unknown>;
const SNAPSHOT_FIELDS = ['name', 'advertiser', 'agency', 'externalId', 'comment'] as const;

const idsAt = (data: Data, key: string): string[] => {
  const other = isObject(data.other) ? data.other : {};
  const value = other[key];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

/**
 * Deployments a campaign has selected: the ids in its other.reservations (the campaign schema's
 * field for them) and other.deployments that are deployment records.
 */
function selectedDeployments(ctx: ServerContext, campaign: Data): string[] {
  const ids = new Set([...idsAt(campaign, 'reservations'), ...idsAt(campaign, 'deployments')]);
  return [...ids].filter((id) => ctx.store.get('deployment', id));
}

function campaignsSelecting(ctx: ServerContext, ids: string[]): StoredRecord[] {
  if (!ids.length) return [];
  const marks = ids.map(() => '?').join(',');
  const rows = ctx.db
    .prepare(
      `SELECT id FROM records WHERE resource = 'campaign' AND (
      EXISTS (SELECT 1 FROM json_each(data, '$.other.reservations') WHERE value IN (${marks}))
      OR EXISTS (SELECT 1 FROM json_each(data, '$.other.deployments') WHERE value IN (${marks})))`,
    )
    .all(...ids, ...ids) as { id: string }[];
  return rows.map((r) => ctx.store.get('campaign', r.id)!);
}

/**
 * Deletes deployments from every campaign that selects them, or refuses with 409 when a campaign
 * would be left with no deployment selected.
 */
function releaseDeployments(ctx: ServerContext, ids: string[]): void {
  const gone = new Set(ids);
  const campaigns = campaignsSelecting(ctx, [...gone]);
  for (const campaign of campaigns) {
    const remaining = selectedDeployments(ctx, campaign.data).filter((id) => !gone.has(id));
    const selectedHere = selectedDeployments(ctx, campaign.data).some((id) => gone.has(id));
    if (selectedHere && remaining.length === 0) throw new HttpError(409, RESERVATION_MESSAGES.onlyDeployment);
  }
  const now = ctx.now().toISOString();
  for (const campaign of campaigns) {
    const other = { ...(campaign.data.other as Data) };
    for (const key of ['reservations', 'deployments']) {
      if (Array.isArray(other[key])) other[key] = (other[key] as unknown[]).filter((v) => !gone.has(v as string));
    }
    if (!ctx.store.update('campaign', campaign.id, campaign.version, { ...campaign.data, other }, now)) {
      throw new HttpError(409, 'Кампания была изменена одновременно с удалением. Повторите попытку');
    }
  }
}

function deploymentsOf(ctx: ServerContext, reservationId: string): StoredRecord[] {
  const rows = ctx.db
    .prepare(
      "SELECT id FROM records WHERE resource = 'deployment' AND json_extract(data, '$.reservationID') = ? ORDER BY rowid",
    )
    .all(reservationId) as { id: string }[];
  return rows.map((r) => ctx.store.get('deployment', r.id)!);
}

/**
 * Stores the reservation as it is now as its version `record.version`, naming the fields that
 * changed since the previous version. Called after every create and update (and by the seed).
 */
export function recordVersion(
  ctx: ServerContext,
  reservation: StoredRecord,
  author?: string,
  id = newObjectId(),
): string {
  const snapshot: Data = {};
  for (const key of SNAPSHOT_FIELDS) if (reservation.data[key] !== undefined) snapshot[key] = reservation.data[key];
  const names = deploymentsOf(ctx, reservation.id).map((d) => String(d.data.name));
  if (names.length) snapshot.deploymentNames = names;
  const previous = ctx.db
    .prepare(
      `SELECT data FROM records WHERE resource = 'reservationVersion' AND json_extract(data, '$.reservationId') = ?
      ORDER BY json_extract(data, '$.number') DESC LIMIT 1`,
    )
    .get(reservation.id) as { data: string } | undefined;
  let summary: string = RESERVATION_MESSAGES.created;
  if (previous) {
    const before = (JSON.parse(previous.data) as Data).snapshot as Data;
    const titles = ctx.set.resolve(ctx.set.get('reservation')).properties ?? {};
    const changed = [...SNAPSHOT_FIELDS, 'deploymentNames']
      .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(snapshot[k]))
      .map((k) => (k === 'deploymentNames' ? titles.deployments : titles[k]))
      .map((p) => String(ctx.set.resolve(p).title));
    summary = changed.length ? RESERVATION_MESSAGES.changed(changed) : RESERVATION_MESSAGES.unchanged;
  }
  const at = ctx.now().toISOString();
  const data: Data = { summary, number: reservation.version, reservationId: reservation.id, snapshot, createdAt: at };
  if (author) data.author = author;
  ctx.store.insert('reservationVersion', id, reservation.cabinetId, data, at);
  return id;
}

export const reservationHooks: ResourceHooks = {
  decorate(ctx, record) {
    return { ...record, deployments: deploymentsOf(ctx, String(record.id)).map((d) => d.id) };
  },

  /**
   * Its deployments leave the campaigns first, all together (a campaign may select several of
   * them); the deployments and the versions then go with it (their schemas' x-on-delete).
   */
  onDelete(ctx, id) {
    releaseDeployments(
      ctx,
      deploymentsOf(ctx, id).map((d) => d.id),
    );
  },
};

export const deploymentHooks: ResourceHooks = {
  onDelete(ctx, id) {
    releaseDeployments(ctx, [id]);
  },
};

export const VERSIONS_READ_ONLY = 'История версий ведётся сервером и не изменяется';
export const reservationVersionHooks = readOnlyHooks(VERSIONS_READ_ONLY);
