// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RecordService } from '../../../server/recordService';
import { seededApi } from './helpers';

/**
 * An update that changes a list by its difference (x-calls.update.diff) where the list is stored in
 * the record itself: the generic service applies it before validation (big lists keep theirs beside
 * the record and apply it in their hooks: tests/unit/server/specPaths.test.ts).
 */
const { server, send } = await seededApi();
const ctx = server.app.kabinet;
const service = new RecordService(ctx, {});
const names = { add: 'addIds', remove: 'delIds' };

const preset = async (geoIds: string[]) => {
  const { id } = (await send('POST', '/v2/presets/geo', { name: 'Пресет', geoIds })).json() as { id: string };
  return ctx.store.get('geoPreset', id)!;
};

describe('RecordService.update with list changes', () => {
  it('removes, then adds what is not there yet, and validates the result', async () => {
    const record = await preset(['RU-MOW', 'RU-SPE']);
    const updated = service.update(ctx.defs.get('geoPreset')!, record, {}, null, {
      geoIds: { add: ['RU-SAM', 'RU-SPE'], remove: ['RU-MOW'], names },
    });
    expect(updated.data.geoIds).toEqual(['RU-SPE', 'RU-SAM']);
    expect(updated.version).toBe(record.version + 1);
  });

  it('refuses a change that leaves the list invalid, storing nothing', async () => {
    const record = await preset(['RU-MOW']);
    expect(() =>
      service.update(ctx.defs.get('geoPreset')!, record, {}, null, {
        geoIds: { add: [], remove: ['RU-MOW'], names },
      }),
    ).toThrow(expect.objectContaining({ status: 400, errors: { '/geoIds': 'Выберите хотя бы один регион' } }));
    expect(ctx.store.get('geoPreset', record.id)!.data.geoIds).toEqual(['RU-MOW']);
  });
});
