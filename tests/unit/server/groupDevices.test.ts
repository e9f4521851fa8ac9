// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seededApi } from './helpers';

/**
 * A group's bulk change (PATCH /v2/groups/{id}/campaigns) narrows its campaigns' devices to
 * manufacturers and models as the campaign form does, by the campaigns' rule: a model must be of a
 * chosen manufacturer.
 */
const { get, send } = await seededApi();

type Device = { deviceTypes?: string[]; manufacturers?: string[]; models?: string[] };
type Campaign = { id: string; name: string; version: number; targets?: { device?: Device } };

const group = ((await get('/v2/groups?pageSize=100')).json() as { id: string; campaignCount: number }[]).find(
  (g) => g.campaignCount >= 2,
)!;
const members = async () => (await get(`/v2/campaigns?groups=${group.id}&pageSize=1000`)).json() as Campaign[];
const patch = (body: unknown) => send('PATCH', `/v2/groups/${group.id}/campaigns`, body);

describe("a group's campaigns by device manufacturer and model", () => {
  it('sets the manufacturers and models of every campaign of the group', async () => {
    const before = await members();
    const res = await patch({ manufacturers: ['samsung', 'xiaomi'], models: ['samsung-galaxy-a55'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().affectedCount).toBe(before.length);
    for (const campaign of await members()) {
      const old = before.find((b) => b.id === campaign.id)!;
      expect(campaign.version).toBe(old.version + 1);
      expect(campaign.targets?.device).toMatchObject({
        manufacturers: ['samsung', 'xiaomi'],
        models: ['samsung-galaxy-a55'],
      });
      // What the change does not name stays.
      expect(campaign.targets?.device?.deviceTypes).toEqual(old.targets?.device?.deviceTypes);
    }
  });

  it('refuses a model of another manufacturer with 400 at the field, and changes nothing', async () => {
    const before = await members();
    const res = await patch({ manufacturers: ['apple'], models: ['apple-iphone-15', 'samsung-galaxy-s24'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ '/models/1': 'Модель не относится к выбранным производителям' });
    const unknown = await patch({ manufacturers: ['nokia'] });
    expect(unknown.json().errors).toEqual({ '/manufacturers/0': 'Неизвестный производитель' });
    expect((await members()).map((c) => c.version)).toEqual(before.map((c) => c.version));
  });

  it("checks models given alone against each campaign's manufacturers", async () => {
    await patch({ manufacturers: ['samsung', 'xiaomi'] });
    const ok = await patch({ models: ['xiaomi-redmi-note-12'] });
    expect(ok.statusCode).toBe(200);
    const refused = await patch({ models: ['apple-iphone-15'] });
    expect(refused.statusCode).toBe(400);
    const [message] = Object.values(refused.json().errors as Record<string, string>);
    expect(Object.keys(refused.json().errors)).toEqual(['/models/0']);
    expect(message).toMatch(/^Кампания «.+»: Модель не относится к выбранным производителям$/);
  });

  it("manufacturers given alone drop the campaigns' models of the others", async () => {
    await patch({ manufacturers: ['samsung', 'xiaomi'], models: ['samsung-galaxy-a55', 'xiaomi-redmi-note-12'] });
    expect((await patch({ manufacturers: ['xiaomi'] })).statusCode).toBe(200);
    for (const campaign of await members())
      expect(campaign.targets?.device).toMatchObject({ manufacturers: ['xiaomi'], models: ['xiaomi-redmi-note-12'] });
  });
});
