import path from 'node:path';
import { ReportPool } from './statistics/reportPool';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadSchemaSet } from '../src/engine/schema/loadNode';
import { Auth } from './auth';
import { Cabinets } from './cabinets';
import type { ServerContext } from './context';
import { openDatabase } from './db';
import { frameworkErrors, installErrorHandler } from './errors';
import { RecordService } from './recordService';
import { withLimits, type LimitOverrides } from './limits';
import { dropStaleListIndexes, listIndexPlan } from './listIndexes';
import { resourceDefs } from './resourceDefs';
import { RESOURCE_HOOKS } from './hooks';
import { registerActionLogging } from './actionLog';
import { registerDictionaryRoutes } from './routes/dictionaries';
import { registerModerationRoutes } from './routes/moderation';
import { registerToolRoutes } from './routes/tools';
import { registerCampaignRoutes } from './routes/campaign';
import { registerGroupRoutes } from './routes/group';
import { registerCampaignInsightRoutes } from './routes/campaignInsights';
import { registerBannersRateRoutes } from './routes/bannersRate';
import { registerAppCatalogueRoutes } from './routes/appCatalogue';
import { registerJsonInclude } from './routes/jsonInclude';
import { registerCreativeRoutes } from './routes/creative';
import { registerCrudRoutes } from './routes/crud';
import { registerOperationRoutes } from './routes/operations';
import { registerLabelRoutes } from './reach/labels';
import { registerAccountRoutes } from './routes/account';
import { registerAgencyRoutes } from './routes/agency';
import { registerReservationRoutes } from './routes/reservation';
import { registerPasswordRoutes } from './routes/password';
import { registerSessionRoutes } from './routes/session';
import { registerPermissionMapRoutes } from './routes/permissionMaps';
import { registerUserCabinetRoutes } from './routes/userCabinets';
import { registerSspRoutes } from './routes/ssp';
import { registerCompanionRoutes } from './routes/companion';
import { registerNotificationRoutes } from './routes/notification';
import { registerStorageRoutes } from './routes/storage';
import { registerAudienceRoutes } from './routes/audience';
import { registerBigListRoutes } from './routes/bigList';
import { registerBanListRoutes } from './routes/banList';
import { registerGeoRoutes } from './routes/geo';
import { registerInventoryRoutes } from './routes/inventoryDomain';
import { registerOrdRoutes } from './routes/ord';
import { registerPlayerPreviewRoutes } from './routes/playerPreview';
import { registerPostviewRoutes } from './routes/postviews';
import { registerReportOrderScheduleRoutes } from './routes/reportOrderSchedules';
import { registerInteractiveStatisticsRoutes } from './routes/interactiveStatistics';
import { registerDmpRoutes } from './routes/dmp';
import { registerForecastRoutes } from './routes/forecast';
import { registerBrandliftRoutes } from './routes/brandlift';
import { registerStatisticsRoutes } from './routes/statistics';
import { seedDatabase } from './seed';
import { fillStoredDefaults } from './rules/storedDefaults';
import { registerQueryBounds } from './queryBounds';
import { registerSecurityHeaders } from './security';
import { registerConsole } from './static';
import { RecordStore } from './store';

export interface ServerOptions {
  /** Folder of kabinet.db (created if missing). */
  dataDir: string;
  /** Built console to serve, with SPA fallback; omitted = API only. */
  distDir?: string;
  /** Fill an empty database with the demo data. */
  seed?: boolean;
  logger?: boolean;
  /** Folder of *.schema.json; defaults to <cwd>/schemas. */
  schemasDir?: string;
  /** Clock override for tests (reset-link expiry). */
  now?: () => Date;
  /** Sign-in and recovery throttling, session expiry, storage quota (limits.ts); defaults for the rest. */
  limits?: LimitOverrides;
  /** Receives reset-link secrets: there is no mail server, main.ts prints the link. */
  onPasswordReset?: (login: string, token: string) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared state of this server (tests read the database through it). */
    kabinet: ServerContext;
  }
}

/** The reference platform API: the docs/contract.md endpoints over one SQLite file. */
export function buildServer(opts: ServerOptions): FastifyInstance {
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: 10 * 1024 * 1024, frameworkErrors });
  const set = loadSchemaSet(opts.schemasDir ?? path.resolve(process.cwd(), 'schemas'));
  const db = openDatabase(opts.dataDir);
  const cabinets = new Cabinets(db);
  const defs = resourceDefs(set);
  // List indexes (listIndexes.ts) are made on first use; those of removed properties go now.
  const indexPlan = listIndexPlan(defs, set.resolve);
  dropStaleListIndexes(db, indexPlan);
  const limits = withLimits(opts.limits);
  const now = opts.now ?? (() => new Date());
  const ctx: ServerContext = {
    db,
    set,
    store: new RecordStore(db, indexPlan),
    cabinets,
    auth: new Auth(db, cabinets, { now, idleSeconds: limits.sessionIdleSeconds, maxSeconds: limits.sessionMaxSeconds }),
    defs: new Map(defs.map((d) => [d.schemaId, d])),
    now,
    limits,
    reports: new ReportPool(path.dirname(db.name)),
    onPasswordReset: opts.onPasswordReset ?? (() => {}),
  };
  const service = new RecordService(ctx, RESOURCE_HOOKS);
  if (opts.seed) seedDatabase(ctx, opts.schemasDir);
  fillStoredDefaults(ctx);

  app.decorate('kabinet', ctx);
  app.addHook('onClose', async () => {
    await ctx.reports.close();
    db.close();
  });
  installErrorHandler(app);
  registerSecurityHeaders(app);
  registerQueryBounds(app);
  registerActionLogging(app, ctx);
  // Answers compressed for a browser that accepts it (a faster first list): a campaigns page is ~21 KB of
  // JSON, its account names ~23 KB, about a fifth of that compressed, on the way to the first
  // rows. Brotli at quality 4, fast enough per answer; the console's own files are compressed
  // once at build time (server/static.ts sends those as they are). Its hook reaches only the
  // routes declared once it has loaded, so they are declared after it.
  void app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  app.after(() => {
    app.get('/healthz', async () => ({ status: 'ok' }));
    registerSessionRoutes(app, ctx);
    registerPermissionMapRoutes(app, ctx);
    registerPasswordRoutes(app, ctx);
    registerUserCabinetRoutes(app, ctx, service);
    registerJsonInclude(app, ctx);
    registerCrudRoutes(app, ctx, service);
    registerOperationRoutes(app, ctx, service);
    registerLabelRoutes(app, ctx);
    registerAgencyRoutes(app, ctx, service);
    registerAccountRoutes(app, ctx, service);
    registerReservationRoutes(app, ctx, service);
    registerSspRoutes(app, ctx, service);
    registerCompanionRoutes(app, ctx, service);
    registerNotificationRoutes(app, ctx);
    registerStorageRoutes(app, ctx);
    registerCampaignRoutes(app, ctx, service);
    registerGroupRoutes(app, ctx, service);
    registerCampaignInsightRoutes(app, ctx);
    registerBannersRateRoutes(app, ctx);
    registerAppCatalogueRoutes(app, ctx);
    registerCreativeRoutes(app, ctx, service);
    registerAudienceRoutes(app, ctx, service);
    registerBigListRoutes(app, ctx);
    registerBanListRoutes(app, ctx, service);
    registerGeoRoutes(app, ctx);
    registerInventoryRoutes(app, ctx);
    registerOrdRoutes(app, ctx);
    registerPlayerPreviewRoutes(app, ctx);
    registerReportOrderScheduleRoutes(app, ctx);
    registerPostviewRoutes(app, ctx);
    registerInteractiveStatisticsRoutes(app, ctx);
    registerDmpRoutes(app, ctx, service);
    registerForecastRoutes(app, ctx);
    registerBrandliftRoutes(app, ctx);
    registerDictionaryRoutes(app, ctx);
    registerModerationRoutes(app, ctx);
    registerToolRoutes(app, ctx, service);
    registerStatisticsRoutes(app, ctx);
    registerConsole(app, opts.distDir);
  });
  return app;
}
