// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seededApi } from './helpers';

const { server, agency, viewer, get } = await seededApi();

interface OsCategories {
  os: string;
  categories: { id: string; name: string }[];
}
interface Bundle {
  bundle: string;
  title: string;
  os: string;
  categoryId: string;
  category: string;
  users: number;
}

describe('the app catalogue: GET /appinfo/categories/os and GET /dmp/bundles/all', () => {
  it('gives the categories of each operating system, in Russian, and one system when asked', async () => {
    const res = await get('/appinfo/categories/os', agency.headers);
    expect(res.statusCode).toBe(200);
    const all = res.json() as OsCategories[];
    expect(all.map((o) => o.os)).toEqual(['Android', 'IOS']);
    for (const o of all) {
      expect(o.categories.length).toBeGreaterThan(0);
      expect(o.categories.every((c) => /^c\d+$/.test(c.id) && /[А-Яа-я]/.test(c.name))).toBe(true);
    }
    const ios = (await get('/appinfo/categories/os?os=IOS', agency.headers)).json() as OsCategories[];
    expect(ios).toEqual([all[1]]);
  });

  it('answers an unknown system with 400 at the field', async () => {
    const res = await get('/appinfo/categories/os?os=Symbian', agency.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ '/os': 'Выберите операционную систему: Android или IOS' });
  });

  it('lists every bundle with its system, a category of that system and its audience', async () => {
    const bundles = (await get('/dmp/bundles/all', agency.headers)).json() as Bundle[];
    const categories = (await get('/appinfo/categories/os', agency.headers)).json() as OsCategories[];
    expect(bundles.length).toBeGreaterThan(10);
    for (const b of bundles) {
      const ofOs = categories.find((o) => o.os === b.os)!;
      expect(ofOs.categories).toContainEqual({ id: b.categoryId, name: b.category });
      expect(b.users).toBeGreaterThan(0);
    }
    expect(new Set(bundles.map((b) => b.os))).toEqual(new Set(['Android', 'IOS']));
  });

  it('is audience building: a cabinet without manageAudience is refused, no token is 401', async () => {
    for (const url of ['/appinfo/categories/os', '/dmp/bundles/all']) {
      expect((await get(url, viewer.headers)).statusCode, url).toBe(403);
      expect((await server.app.inject({ url })).statusCode, url).toBe(401);
    }
  });
});
