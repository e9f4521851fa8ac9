import { writeSspError } from '../hooks/sspError';
import type { SeedModule } from './index';

const ERRORS = [
  { code: 'timeout', message: (ms: number) => `Превышено время ответа: SSP не ответила за ${ms} мс` },
  { code: 'http_502', message: () => 'SSP ответила 502 Bad Gateway' },
  { code: 'bad_response', message: () => 'Некорректный ответ: не удалось разобрать JSON OpenRTB' },
  { code: 'no_price', message: () => 'В ответе нет цены ставки (seatbid.bid.price)' },
  { code: 'vast_media', message: () => 'VAST: нет подходящего элемента MediaFile' },
  { code: 'qps_limit', message: () => 'Превышен лимит запросов в секунду, часть запросов отброшена' },
];

/** Latest error of the demo: errors go back in time from here. */
const ERRORS_UNTIL = Date.parse('2025-03-28T18:00:00.000Z');

/**
 * Error logs of the demo SSPs (schemas/ssp.fixture.json), of various lengths: the test stand is
 * quiet, one source has a long log (several pages). A database whose SSPs were seeded with their
 * logs by an earlier version keeps them as they are.
 */
export const sspErrorsSeed: SeedModule = {
  resource: 'sspError',
  needs: ['sspError', 'ssp'],
  run({ ctx, rng, cabinets, records }) {
    if (records('sspError').length) return;
    for (const ssp of records('ssp')) {
      const { sysname, protocol, timeoutMs } = ssp.data as { sysname: string; protocol: string; timeoutMs: number };
      const errors = sysname === 'sandbox_test' ? 0 : sysname === 'kadr_video' ? 57 : rng.int(3, 22);
      let at = ERRORS_UNTIL - rng.int(0, 180) * 60_000;
      for (let e = 0; e < errors; e++) {
        const kind = rng.pick(
          protocol === 'VAST' ? [ERRORS[0], ERRORS[1], ERRORS[4]] : ERRORS.filter((k) => k.code !== 'vast_media'),
        );
        const entry = {
          sysname,
          time: new Date(at).toISOString(),
          code: kind.code,
          message: kind.message(timeoutMs),
          count: rng.int(1, 40) * (rng.chance(0.2) ? 25 : 1),
        };
        writeSspError(ctx, cabinets.admin.id, entry, rng.objectId());
        at -= rng.int(5, 600) * 60_000;
      }
    }
  },
};
