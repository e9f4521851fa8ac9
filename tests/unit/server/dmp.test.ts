// @vitest-environment node
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { seededApi } from './helpers';

const { server, admin, agency } = await seededApi();

interface Report {
  id: string;
  name: string;
  status: string;
  campaignId: string;
  segmentId: string;
  segmentName: string;
  campaignName: string;
  impressions: number;
  clicks: number;
  ctr: number;
  segmentUsers: number;
  matchedUsers: number;
  matchRate: number;
}
const get = (url: string, headers: Record<string, string>) => server.app.inject({ url, headers });
type Day = { day: string; users: number; impressions: number; clicks: number };
const daysOf = (id: string) =>
  server.app.kabinet.db.prepare('SELECT * FROM dmp_report_days WHERE report_id = ? ORDER BY day').all(id) as Day[];

describe('DMP engine reports', () => {
  it('lists the reports with figures that are the sums of their days, tied to seeded campaigns and segments', async () => {
    const res = await get('/v2/dmpengine/info', admin.headers);
    expect(res.statusCode).toBe(200);
    const reports = res.json() as Report[];
    expect(reports.length).toBeGreaterThan(10);
    for (const r of reports) {
      const campaign = server.app.kabinet.store.get('campaign', r.campaignId)!;
      const segment = server.app.kabinet.store.get('dmpSegment', r.segmentId)!;
      expect(r.campaignName).toBe(campaign.data.name);
      expect(r.segmentName).toBe(segment.data.name);
      expect(r.segmentUsers).toBe(segment.data.usersCount);
      expect(server.app.kabinet.store.get('dmpReport', r.id)!.cabinetId).toBe(campaign.cabinetId);
      const days = daysOf(r.id);
      expect(r.impressions).toBe(days.reduce((s, d) => s + d.impressions, 0));
      expect(r.clicks).toBe(days.reduce((s, d) => s + d.clicks, 0));
      expect(r.matchedUsers).toBeLessThanOrEqual(r.segmentUsers);
      if (r.status === 'ready') expect(days.length).toBeGreaterThan(0);
    }
    expect(reports.some((r) => r.status === 'processing')).toBe(true);
  });

  it('exports a report as .xlsx with Russian headers, a row per day and the total', async () => {
    const report = ((await get('/v2/dmpengine/info', admin.headers)).json() as Report[]).find(
      (r) => r.status === 'ready',
    )!;
    const res = await get(`/v2/dmpengine/${report.id}/statistics.xlsx`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename*=UTF-8');
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['Статистика'], { header: 1 });
    expect(rows[0]).toEqual(['Дата', 'Пользователи', 'Показы', 'Клики', 'CTR, %']);
    const days = daysOf(report.id);
    expect(rows).toHaveLength(days.length + 2);
    expect(rows[1]).toEqual([
      days[0].day.split('-').reverse().join('.'),
      days[0].users,
      days[0].impressions,
      days[0].clicks,
      expect.any(Number),
    ]);
    // sheet_to_json leaves the empty «Пользователи» cell of the total as a hole.
    const total = rows.at(-1)!;
    expect([total[0], total[2], total[3], total[4]]).toEqual(['Итого', report.impressions, report.clicks, report.ctr]);
  });

  it('a report still being built has no statistics yet (409); bad ids are 400, unknown ones 404', async () => {
    const processing = ((await get('/v2/dmpengine/info', admin.headers)).json() as Report[]).find(
      (r) => r.status === 'processing',
    )!;
    const res = await get(`/v2/dmpengine/${processing.id}/statistics.xlsx`, admin.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/формируется/);
    const bad = await get('/v2/dmpengine/abc/statistics.xlsx', admin.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['/id']).toMatch(/ObjectID/);
    expect((await get(`/v2/dmpengine/${'0'.repeat(24)}/statistics.xlsx`, admin.headers)).statusCode).toBe(404);
  });

  it('needs dmpReports (403), is read-only (405), and a cabinet sees only the reports of its campaigns', async () => {
    const reports = (await get('/v2/dmpengine/info', admin.headers)).json() as Report[];
    expect((await get('/v2/dmpengine/info', agency.headers)).statusCode).toBe(403);
    expect((await get(`/v2/dmpengine/${reports[0].id}/statistics.xlsx`, agency.headers)).statusCode).toBe(403);
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/v2/dmpengine',
          headers: admin.headers,
          payload: { name: 'x' },
        })
      ).statusCode,
    ).toBe(405);
    const cabinets = server.app.kabinet.cabinets;
    const c = cabinets.get(agency.cabinet.id)!;
    server.app.kabinet.db
      .prepare('UPDATE cabinets SET permissions = ? WHERE id = ?')
      .run(JSON.stringify({ ...c.permissions, dmpReports: true }), c.id);
    try {
      const scope = new Set(cabinets.scope(cabinets.get(c.id)!)!);
      const own = (await get('/v2/dmpengine/info', agency.headers)).json() as Report[];
      const expected = reports.filter((r) => scope.has(server.app.kabinet.store.get('dmpReport', r.id)!.cabinetId!));
      expect(own.map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort());
      expect(own.length).toBeLessThan(reports.length);
      const foreign = reports.find((r) => r.status === 'ready' && !expected.some((e) => e.id === r.id))!;
      expect((await get(`/v2/dmpengine/${foreign.id}/statistics.xlsx`, agency.headers)).statusCode).toBe(403);
    } finally {
      server.app.kabinet.db
        .prepare('UPDATE cabinets SET permissions = ? WHERE id = ?')
        .run(JSON.stringify(c.permissions), c.id);
    }
  });
});
