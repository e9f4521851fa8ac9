// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { percentage } from '../../../src/engine/schema/formats';
import { BRANDLIFT_MESSAGES } from '../../../server/routes/brandlift';
import { BRANDLIFT_SURVEYS, RESPONSE_RATE } from '../../../server/seed/brandlift';
import { formBody } from './formBody';
import { seededApi } from './helpers';

interface Answer {
  id: string;
  order: number;
  text: string;
  beforeCount: number;
  afterCount: number;
}
interface Slide {
  id: string;
  order: number;
  type: string;
  question: string;
  answers: Answer[];
  storageUrl?: string;
  cdnFileId?: string;
}
interface Survey {
  id: string;
  name: string;
  campaignId: string;
  version: number;
  slides: Slide[];
  statistics: { beforeTotal: number; afterTotal: number; answers: { beforePercent: number; afterPercent: number }[] }[];
}

const {
  server,
  admin: { headers: admin },
  agency: { headers: agency },
  viewer: { headers: viewer },
} = await seededApi();

const get = <T>(url: string, headers = admin) =>
  server.app.inject({ url, headers }).then((r) => ({ status: r.statusCode, body: r.json() as T }));
const send = (
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload: unknown,
  headers: Record<string, string> = admin,
) => server.app.inject({ method, url, payload: payload as object, headers });
/** A survey is created with a multipart form (POST /brandlift and /brandlifts). */
const create = (
  url: '/brandlift' | '/brandlifts',
  record: Record<string, unknown>,
  headers: Record<string, string> = admin,
) => {
  const form = formBody(record);
  return server.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...headers, ...form.headers } });
};
const surveys = async (headers = admin) => (await get<Survey[]>('/brandlifts?pageSize=100', headers)).body;
const campaign = async (id: string) =>
  (await get<{ isBrandLift?: boolean; statistics: { impressions: number } }>(`/v2/campaigns/${id}`)).body;

const newSurvey = (campaignId: string) => ({
  name: 'Проверка узнаваемости',
  campaignId,
  slides: [
    {
      order: 1,
      type: 'single',
      question: 'Вы знаете бренд?',
      answers: [
        { order: 1, text: 'Да' },
        { order: 2, text: 'Нет' },
      ],
    },
    {
      order: 2,
      type: 'scale',
      question: 'Оцените бренд',
      answers: [
        { order: 1, text: '1' },
        { order: 2, text: '2' },
        { order: 3, text: '3' },
      ],
    },
  ],
});

describe('seeded surveys', () => {
  it('belong to brand-lift campaigns, with counts consistent with their impressions', async () => {
    const all = await surveys();
    expect(all).toHaveLength(BRANDLIFT_SURVEYS);
    for (const survey of all) {
      const c = await campaign(survey.campaignId);
      expect(c.isBrandLift).toBe(true);
      for (const slide of survey.slides) {
        const before = slide.answers.reduce((t, a) => t + a.beforeCount, 0);
        const after = slide.answers.reduce((t, a) => t + a.afterCount, 0);
        expect(before).toBe(Math.floor(c.statistics.impressions * RESPONSE_RATE.before));
        expect(after).toBe(Math.floor(c.statistics.impressions * RESPONSE_RATE.after));
      }
    }
  });

  it('give per-slide totals and percentages by the percentage rule of docs/product.md#validation (0 when nobody answered)', async () => {
    for (const survey of await surveys()) {
      survey.slides.forEach((slide, i) => {
        const stats = survey.statistics[i];
        const before = slide.answers.reduce((t, a) => t + a.beforeCount, 0);
        expect(stats.beforeTotal).toBe(before);
        slide.answers.forEach((a, j) => {
          expect(stats.answers[j].beforePercent).toBeCloseTo(percentage(a.beforeCount, before), 2);
          expect(Number.isFinite(stats.answers[j].afterPercent)).toBe(true);
        });
        const sum = stats.answers.reduce((t, a) => t + a.beforePercent, 0);
        expect(before === 0 ? sum : Math.round(sum)).toBe(before === 0 ? 0 : 100);
      });
    }
  });
});

describe('the calls of docs/product.md#calls', () => {
  it('creates with a multipart POST /brandlift, reads with GET /brandlift/{id}, updates with PUT /brandlift; counts follow their answers', async () => {
    const target = (await surveys())[0];
    const created = await create('/brandlift', newSurvey(target.campaignId));
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: string };
    const fresh = (await get<Survey>(`/brandlift/${id}`)).body;
    expect(fresh.slides.map((s) => s.order)).toEqual([1, 2]);
    expect(
      fresh.slides[0].answers.every((a) => /^[0-9a-f]{24}$/.test(a.id) && a.beforeCount === 0 && a.afterCount === 0),
    ).toBe(true);
    // The new survey belongs to the campaign's cabinet, not the admin's.
    const row = server.app.kabinet.store.get('brandlift', id)!;
    expect(row.cabinetId).toBe(server.app.kabinet.store.get('campaign', target.campaignId)!.cabinetId);

    // Reverse the seeded survey's slides and the first slide's answers; forged counts are ignored.
    const slides = [...target.slides].reverse().map((s, i) => ({ ...s, order: i + 1 }));
    slides[0] = {
      ...slides[0],
      answers: [...slides[0].answers].reverse().map((a, j) => ({ ...a, order: j + 1, beforeCount: 999999 })),
    };
    const put = await send('PUT', '/brandlift', { id: target.id, version: target.version, slides });
    expect(put.statusCode).toBe(200);
    const after = (await get<Survey>(`/brandlift/${target.id}`)).body;
    expect(after.slides.map((s) => s.id)).toEqual([...target.slides].reverse().map((s) => s.id));
    const original = new Map(target.slides.flatMap((s) => s.answers).map((a) => [a.id, a]));
    for (const a of after.slides.flatMap((s) => s.answers)) {
      expect(a.beforeCount).toBe(original.get(a.id)!.beforeCount);
      expect(a.afterCount).toBe(original.get(a.id)!.afterCount);
    }
    // A stale version is a conflict.
    expect(
      (await send('PUT', '/brandlift', { id: target.id, version: target.version, name: 'Другое' })).statusCode,
    ).toBe(409);
  });

  it('previews the survey without counts', async () => {
    const survey = (await surveys())[1];
    const preview = await get<{ name: string; slides: { question: string; answers: Record<string, unknown>[] }[] }>(
      `/brandlift-preview/${survey.id}`,
    );
    expect(preview.status).toBe(200);
    expect(preview.body.slides.map((s) => s.question)).toEqual(survey.slides.map((s) => s.question));
    expect(preview.body.slides[0].answers[0]).not.toHaveProperty('beforeCount');
    expect((await get(`/brandlift-preview/${'0'.repeat(24)}`)).status).toBe(404);
  });

  it('refuses bad input with 400 and Russian field errors', async () => {
    const target = (await surveys())[0];
    const bad = async (body: Record<string, unknown>, pointer: string, text?: string) => {
      const res = await create('/brandlifts', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      const message = res.json().errors[pointer] as string;
      expect(message).toMatch(/[а-яё]/i);
      if (text) expect(message).toBe(text);
    };
    const body = newSurvey(target.campaignId);
    await bad({ ...body, slides: [] }, '/slides'); // an empty list is dropped like any empty value: «Обязательное поле»
    await bad(
      { ...body, slides: [{ ...body.slides[0], answers: [{ order: 1, text: 'Да' }] }] },
      '/slides/0/answers',
      'Нужно хотя бы два ответа',
    );
    await bad({ ...body, slides: [{ ...body.slides[0], question: '' }] }, '/slides/0/question');
    await bad({ ...body, slides: [{ ...body.slides[0], type: 'video' }] }, '/slides/0/type');
    const plain = (await get<{ id: string; isBrandLift?: boolean }[]>('/v2/campaigns?pageSize=100')).body.find(
      (c) => !c.isBrandLift,
    )!;
    await bad({ ...body, campaignId: plain.id }, '/campaignId', BRANDLIFT_MESSAGES.notBrandLift);
    expect((await send('PUT', '/brandlift', { name: 'Без id' })).statusCode).toBe(400);
  });
});

describe('permissions and scoping', () => {
  it('needs manageCampaignSegments; an agency sees only the surveys of its own campaigns', async () => {
    expect((await get('/brandlifts', viewer)).status).toBe(403);
    expect((await get('/brandlifts', {})).status).toBe(401);
    const all = await surveys();
    const mine = await surveys(agency);
    expect(mine.length).toBeLessThan(all.length);
    const reachable = new Set(
      (await get<{ id: string }[]>('/v2/campaigns?pageSize=1000', agency)).body.map((c) => c.id),
    );
    for (const s of mine) expect(reachable.has(s.campaignId)).toBe(true);
    const foreign = all.find((s) => !reachable.has(s.campaignId))!;
    expect((await get(`/brandlift/${foreign.id}`, agency)).status).toBe(403);
    expect((await get(`/brandlift-preview/${foreign.id}`, agency)).status).toBe(403);
    expect((await create('/brandlift', newSurvey(foreign.campaignId), agency)).statusCode).toBe(403);
    expect((await create('/brandlifts', newSurvey(foreign.campaignId), agency)).statusCode).toBe(403);
    expect((await send('PUT', '/brandlift', { id: foreign.id, name: 'Чужой' }, agency)).statusCode).toBe(403);
  });
});
