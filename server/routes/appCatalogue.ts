import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { invalid } from '../errors';
import type { QueryInput } from '../listQuery';
import { KNOWN_APPS } from '../seed/knownApps';
import { access, defOf } from '../http/access';
import { unit } from '../seed/random';

export const CATALOGUE_MESSAGES = {
  badOs: 'Выберите операционную систему: Android или IOS',
} as const;

/** The operating systems of docs/product.md#entities, as the platform writes them. */
export const OPERATING_SYSTEMS = ['Android', 'IOS'] as const;
type Os = (typeof OPERATING_SYSTEMS)[number];
const osOf = (platform: string): Os => (platform === 'Android' ? 'Android' : 'IOS');

/** Categories by Russian name; a category's code is its place among all of them (c1, c2, …), the same for both systems. */
const categoryNames = (os?: Os) =>
  [...new Set(KNOWN_APPS.filter((a) => !os || osOf(a.platform) === os).map((a) => a.category))].sort((a, b) =>
    a.localeCompare(b, 'ru'),
  );
const ALL_CATEGORIES = categoryNames();
const categoryId = (name: string) => `c${ALL_CATEGORIES.indexOf(name) + 1}`;

/**
 * The catalogue of apps the platform knows (docs/product.md#calls): GET /appinfo/categories/os (the app
 * categories of each operating system; `os` narrows to one) and GET /dmp/bundles/all (every app
 * bundle the DMP has users for, with its system, category and audience). Both are dictionaries
 * of audience building: the app-check segments' gate (manageAudience).
 */
export function registerAppCatalogueRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const def = defOf(ctx, 'appCheckSegment');
  if (!def) return;

  app.get('/appinfo/categories/os', async (req) => {
    access(ctx, req, def);
    const raw = (req.query as QueryInput).os;
    const wanted = Array.isArray(raw) ? raw[0] : raw;
    if (wanted !== undefined && !OPERATING_SYSTEMS.includes(wanted as Os))
      throw invalid({ '/os': CATALOGUE_MESSAGES.badOs });
    return OPERATING_SYSTEMS.filter((os) => !wanted || os === wanted).map((os) => ({
      os,
      categories: categoryNames(os).map((name) => ({ id: categoryId(name), name })),
    }));
  });

  app.get('/dmp/bundles/all', async (req) => {
    access(ctx, req, def);
    return KNOWN_APPS.map((a) => ({
      bundle: a.bundle,
      title: a.title,
      os: osOf(a.platform),
      categoryId: categoryId(a.category),
      category: a.category,
      users: Math.round(20_000 + unit(`${a.bundle}|dmp`) * 480_000),
    }));
  });
}
