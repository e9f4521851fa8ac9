import type { Cabinet } from '../cabinets';
import type { ServerContext } from '../context';
import { RecordService } from '../recordService';
import { RESOURCE_HOOKS } from '../resources';
import { actionLogsSeed } from './actionLogs';
import { bidLogsSeed } from './bidLogs';
import { debugSessionsSeed } from './debugSessions';
import { moderationAppsSeed } from './moderationApps';
import { accountsSeed } from './accounts';
import { agencyTransactionsSeed } from './agencyTransactions';
import { reservationsSeed } from './reservations';
import { agenciesSeed } from './agencies';
import { campaignsSeed } from './campaigns';
import { loadCabinetTree, seedCabinets, type CabinetTree } from './cabinets';
import { creativesSeed } from './creatives';
import { groupsSeed } from './groups';
import { Random } from './random';
import { audienceSeeds } from './audience';
import { ordSeeds } from './ord';
import { orderSeeds } from './orders';
import { usersSeed } from './users';
import { sspsSeed } from './ssps';
import { statisticFactsSeed } from './statisticFacts';
import { companionsSeed } from './companions';
import { notificationGroupsSeed, notificationsSeed } from './notifications';
import { interactiveSeed } from './interactive';
import { dmpSeed } from './dmp';
import { brandliftsSeed } from './brandlifts';

/** What a seed module gets: the cabinet tree, its own PRNG and a create that validates. */
export interface SeedContext {
  ctx: ServerContext;
  rng: Random;
  cabinets: CabinetTree;
  /** Creates a record through the API's own path (schema validation, hooks); returns its id. */
  create(resource: string, data: Record<string, unknown>, owner: Cabinet, extra?: { id?: string; serverOwned?: Record<string, unknown> }): string;
  /** Records already seeded, for references (accounts → agencies). */
  records(resource: string): { id: string; cabinetId: string | null; data: Record<string, unknown> }[];
  /** Moves the module's clock forward: seeded records get deterministic, increasing dates. */
  tick(): void;
}

/** Demo data of one resource. Skipped while its schema does not exist. */
export interface SeedModule {
  resource: string;
  /** The schema the module waits for when `resource` is not one (a side table): defaults to `resource`. */
  needs?: string;
  run(s: SeedContext): void;
}

/**
 * The seed modules in dependency order. A new schema's demo data is one file beside these and
 * one line here.
 */
export const SEED_MODULES: SeedModule[] = [usersSeed, agenciesSeed, accountsSeed, agencyTransactionsSeed, reservationsSeed, groupsSeed, campaignsSeed, creativesSeed, sspsSeed, companionsSeed, notificationGroupsSeed, notificationsSeed, moderationAppsSeed, bidLogsSeed, debugSessionsSeed, actionLogsSeed, ...audienceSeeds, ...ordSeeds, ...orderSeeds, interactiveSeed, dmpSeed, brandliftsSeed, statisticFactsSeed];

const START = Date.parse('2025-03-01T09:00:00.000Z');

/** A PRNG seed from the module name: its data do not depend on which other modules exist. */
function seedOf(name: string): number {
  let h = 2166136261;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/**
 * Fills the demo data in: the cabinet tree on an empty database, then every module not seeded
 * yet, each in its own transaction. A module whose schema appears later is seeded on the next
 * start without wiping the data dir; one already seeded never runs again (even if its records
 * were deleted since). Returns the names of the modules seeded now.
 */
export function seedDatabase(ctx: ServerContext): string[] {
  const done = new Set((ctx.db.prepare('SELECT module FROM seeded').all() as { module: string }[]).map((r) => r.module));
  const mark = (module: string) => ctx.db.prepare('INSERT INTO seeded (module, seeded_at) VALUES (?, ?)').run(module, ctx.now().toISOString());
  const seededNow: string[] = [];
  if (!ctx.db.prepare('SELECT 1 FROM cabinets LIMIT 1').get()) {
    ctx.db.transaction(() => {
      seedCabinets(ctx, new Random(seedOf('cabinets')));
      mark('cabinets');
    })();
    seededNow.push('cabinets');
  }
  const cabinets = loadCabinetTree(ctx);
  for (const module of SEED_MODULES) {
    if (done.has(module.resource) || !ctx.defs.has(module.needs ?? module.resource)) continue;
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
          return service.create(def, data, owner.id, { ...extra, id });
        },
        records: (resource) => ctx.store.all(resource),
        tick: () => { clock += rng.int(1, 48) * 3600_000 + rng.int(0, 3599) * 1000; },
      });
      mark(module.resource);
    })();
    seededNow.push(module.resource);
  }
  return seededNow;
}
