import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { parseListQuery, type QueryInput } from '../listQuery';
import { isObject } from '../merge';
import type { RecordService } from '../recordService';
import { recordVersion, VERSIONS_READ_ONLY } from '../hooks/reservation';
import { authorOf } from './balance';
import { access, loadVisible } from './access';
import { refuseWrites, sendPage } from './managementSupport';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

const NAME_MAX = 255;
const COPY_SUFFIX = ' (копия)';

/**
 * Reservations beyond CRUD (docs/product.md#calls "Other: /v2/reservations, deployments, versions"):
 * a version snapshot after every create and update, the version list of one reservation, and
 * the copy of a deployment. No permission is required (docs/product.md#routes); the cabinet's reach is.
 */
export function registerReservationRoutes(app: FastifyInstance, ctx: ServerContext, service: RecordService): void {
  const reservationDef = ctx.defs.get('reservation');
  const deploymentDef = ctx.defs.get('deployment');
  const versionDef = ctx.defs.get('reservationVersion');
  if (!reservationDef || !deploymentDef || !versionDef) return;
  const E = reservationDef.endpoint;
  refuseWrites(app, ctx, versionDef, VERSIONS_READ_ONLY);

  // The generic POST and PATCH store the reservation; its snapshot is taken once they succeed.
  app.addHook('preSerialization', async (req, reply, payload: unknown) => {
    const url = req.routeOptions.url;
    const created = req.method === 'POST' && url === E && reply.statusCode === 201;
    const updated = req.method === 'PATCH' && url === `${E}/:id` && reply.statusCode === 200;
    if ((created || updated) && isObject(payload) && typeof payload.id === 'string') {
      const record = ctx.store.get(reservationDef.schemaId, payload.id);
      if (record) recordVersion(ctx, record, authorOf(ctx, req));
    }
    return payload;
  });

  app.get(`${E}/:id/versions`, async (req: IdRequest, reply) => {
    const { scope } = access(ctx, req, reservationDef);
    const reservation = loadVisible(ctx, reservationDef, req.params.id, scope);
    const raw = req.query as QueryInput;
    const query = parseListQuery(
      versionDef,
      { sort: 'number', order: 'desc', ...raw, reservationId: reservation.id },
      ctx.set.resolve,
    );
    const { rows, total } = ctx.store.list(versionDef.schemaId, query, null);
    return sendPage(
      reply,
      query,
      total,
      rows.map((r) => service.present(versionDef, r)),
    );
  });

  app.post(`${deploymentDef.endpoint}/:id/copy`, async (req: IdRequest, reply) => {
    const { scope } = access(ctx, req, deploymentDef);
    const source = loadVisible(ctx, deploymentDef, req.params.id, scope);
    const name =
      isObject(req.body) && typeof req.body.name === 'string' && req.body.name.trim()
        ? req.body.name
        : `${String(source.data.name).slice(0, NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
    const { name: _old, createdAt: _at, ...rest } = source.data;
    const id = service.create(deploymentDef, { ...rest, name }, source.cabinetId, scope);
    return reply.code(201).send({ id });
  });
}
