import path from 'node:path';
import type { Cabinet } from '../cabinets';
import type { ServerContext } from '../context';
import { RecordService } from '../recordService';
import { invalid } from '../errors';
import { RESOURCE_HOOKS } from '../hooks';
import { actionLogsSeed } from './actionLog';
import { debugSessionsSeed } from './debugSession';
import { accountsSeed } from './account';
import { agencyTransactionsSeed } from './agencyTransaction';
import { reservationsSeed } from './reservation';
import { campaignsSeed } from './campaign';
import { loadCabinetTree, seedCabinets, type CabinetTree } from './cabinets';
import { fixtureModules, readFixtures, seedOf } from './fixtures';
import { creativesSeed } from './creative';
import { groupsSeed } from './group';
import { Random } from './random';
import { audienceSeeds, bigListSeed } from './audience';
import { ordSeeds } from './ord';
import { orderSeeds } from './orders';
import { sspErrorsSeed } from './sspError';
import { statisticFactsSeed } from './statisticFacts';
import { companionsSeed } from './companion';
import { notificationGroupsSeed, notificationsSeed } from './notification';
import { interactiveSeed } from './interactive';
import { dmpSeed } from './dmp';
import { brandliftsSeed } from './brandlift';

/** A fixed id and server-owned values (balances, statuses) that clients may not send. */
interface SeedExtra {
  id?: string;
  serverOwned?: Record<string, unknown>;
}

/** What a seed module gets: the cabinet tree, its own PRNG and a create that validates. */
export interface SeedContext {
  ctx: ServerContext;
  rng: Random;
  cabinets: CabinetTree;
  /** Creates a record through the API's own path (schema validation, hooks); returns its id. */
  create(resource: string, data: Record<string, unknown>, owner: Cabinet, extra?: SeedExtra): string;
  /** The same at a given moment (a fixture record's createdAt); journals and queues are stored as they are. */
  createAt(at: Date, resource: string, data: Record<string, unknown>, owner: Cabinet, extra?: SeedExtra): string;
  /** Records already seeded, for references (accounts → agencies). */
  records(resource: string): { id: string; cabinetId: string | null; data: Record<string, unknown> }[];
  /** Moves the module's clock forward: seeded records get deterministic, increasing dates. */
  tick(): void;
}

/** Demo data of one resource. Skipped while its schema does not exist. */
export interface SeedModule {
  resource: string;
  /** The schemas the module waits for: defaults to `resource` (give it when that is a side table). */
  needs?: string | string[];
  /** Modules seeded before this one (a fixture's references). */
  after?: string[];
  run(s: SeedContext): void;
}

/**
 * Demo data that is generated rather than written down (volumes of accounts, campaigns and
 * creatives, journals, statistics), in dependency order. They run after the fixtures
 * (schemas/*.fixture.json, fixtures.ts), which hold the plain records and need no entry here.
 */
const SEED_MODULES: SeedModule[] = [
  accountsSeed,
  agencyTransactionsSeed,
  reservationsSeed,
  groupsSeed,
  bigListSeed,
  campaignsSeed,
  creativesSeed,
  sspErrorsSeed,
  companionsSeed,
  notificationGroupsSeed,
  notificationsSeed,
  debugSessionsSeed,
  actionLogsSeed,
  ...audienceSeeds,
  ...ordSeeds,
  ...orderSeeds,
  interactiveSeed,
  dmpSeed,
  brandliftsSeed,
  statisticFactsSeed,
];

const START = Date.parse('2025-03-01T09:00:00.000Z');

/** Modules in an order where each comes after those it names in `after` (else in list order). */
function ordered(modules: SeedModule[]): SeedModule[] {
  const names = new Set(modules.map((m) => m.resource));
  const placed = new Set<string>();
  const out: SeedModule[] = [];
  while (out.length < modules.length) {
    const next = modules.find(
      (m) => !placed.has(m.resource) && (m.after ?? []).every((d) => placed.has(d) || !names.has(d)),
    );
    if (!next) {
      const stuck = modules.filter((m) => !placed.has(m.resource)).map((m) => m.resource);
      throw new Error(`Демо-данные ссылаются друг на друга по кругу: ${stuck.join(', ')}`);
    }
    placed.add(next.resource);
    out.push(next);
  }
  return out;
}

/**
 * Fills the demo data in: the cabinet tree on an empty database, then every module not seeded
 * yet, each in its own transaction. A module whose schema appears later is seeded on the next
 * start without wiping the data dir; one already seeded never runs again (even if its records
 * were deleted since). Returns the names of the modules seeded now.
 */
export function seedDatabase(ctx: ServerContext, schemasDir = path.resolve(process.cwd(), 'schemas')): string[] {
  // Every fixture is read (and its shape checked) before anything is written.
  const modules = ordered([...fixtureModules(readFixtures(schemasDir)), ...SEED_MODULES]);
  const done = new Set(
    (ctx.db.prepare('SELECT module FROM seeded').all() as { module: string }[]).map((r) => r.module),
  );
  const mark = (module: string) =>
    ctx.db.prepare('INSERT INTO seeded (module, seeded_at) VALUES (?, ?)').run(module, ctx.now().toISOString());
  const seededNow: string[] = [];
  if (!ctx.db.prepare('SELECT 1 FROM cabinets LIMIT 1').get()) {
    ctx.db.transaction(() => {
      seedCabinets(ctx, new Random(seedOf('cabinets')));
      mark('cabinets');
    })();
    seededNow.push('cabinets');
  }
  const cabinets = loadCabinetTree(ctx);
  for (const module of modules) {
    const needs = [module.needs ?? module.resource].flat();
    if (done.has(module.resource) || !needs.every((schema) => ctx.defs.has(schema))) continue;
    const rng = new Random(seedOf(module.resource));
    // Ids from a stream of their own, so demo ids are the same on every machine and run
    // (schemas with x-id take the client's id, e.g. an SSP's sysname, and are left alone).
    const ids = new Random(seedOf(`${module.resource}:ids`));
    let clock = START;
    // Seeded records carry deterministic dates rather than "now".
    const service = new RecordService({ ...ctx, now: () => new Date(clock) }, RESOURCE_HOOKS);
    ctx.db.transaction(() => {
      module.run({
        ctx,
        rng,
        cabinets,
        create: (resource, data, owner, extra) => {
          const def = ctx.defs.get(resource)!;
          const id = extra?.id ?? (def.idProperty ? undefined : ids.objectId());
          return service.create(def, data, owner.id, null, { ...extra, id });
        },
        createAt: (at, resource, data, owner, extra) => {
          const def = ctx.defs.get(resource)!;
          const id = extra?.id ?? (def.idProperty ? undefined : ids.objectId());
          if (!RESOURCE_HOOKS[resource]?.serverWritten) {
            return new RecordService({ ...ctx, now: () => at }, RESOURCE_HOOKS).create(def, data, owner.id, null, {
              ...extra,
              id,
            });
          }
          const record: Record<string, unknown> = { ...data, ...extra?.serverOwned };
          if (def.timestamps.createdAt) record.createdAt = at.toISOString();
          if (def.timestamps.updatedAt) record.updatedAt = at.toISOString();
          const errors = ctx.set.validate(resource, record);
          if (errors) throw invalid(errors);
          const key = id ?? String(record[def.idProperty ?? ''] ?? ids.objectId());
          ctx.store.insert(resource, key, owner.id, record, at.toISOString());
          return key;
        },
        records: (resource) => ctx.store.all(resource),
        tick: () => {
          clock += rng.int(1, 48) * 3600_000 + rng.int(0, 3599) * 1000;
        },
      });
      mark(module.resource);
    })();
    seededNow.push(module.resource);
  }
  return seededNow;
}
