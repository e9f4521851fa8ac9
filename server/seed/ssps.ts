import { writeSspError } from '../resources/ssps';
import type { SeedModule } from './index';

/** Fictional supply sources; sysnames are what the platform's configs would call them. */
const SSPS: { sysname: string; name: string; protocol: string; formats: string[]; currency: string }[] = [
  { sysname: 'sever_traffic', name: 'Северный трафик', protocol: 'RTB', formats: ['banner', 'video'], currency: 'rub' },
  { sysname: 'mediapotok', name: 'МедиаПоток', protocol: 'RTB', formats: ['banner'], currency: 'rub' },
  { sysname: 'kadr_video', name: 'Видеосеть «Кадр»', protocol: 'VAST', formats: ['video'], currency: 'rub' },
  { sysname: 'push_express', name: 'Пуш-Экспресс', protocol: 'Push', formats: ['push'], currency: 'rub' },
  { sysname: 'vostok_rtb', name: 'Биржа «Восток»', protocol: 'RTB', formats: ['banner', 'video'], currency: 'usd' },
  { sysname: 'signal_mobile', name: 'Мобильная сеть «Сигнал»', protocol: 'RTB', formats: ['banner', 'push'], currency: 'rub' },
  { sysname: 'vitrina_banners', name: 'Баннерная сеть «Витрина»', protocol: 'RTB', formats: ['banner'], currency: 'rub' },
  { sysname: 'ekran_hub', name: 'Видеохаб «Экран»', protocol: 'VAST', formats: ['video'], currency: 'usd' },
  { sysname: 'karman_inapp', name: 'Инапп-сеть «Карман»', protocol: 'RTB', formats: ['banner', 'video'], currency: 'rub' },
  { sysname: 'sandbox_test', name: 'Тестовый стенд', protocol: 'VAST', formats: ['video'], currency: 'rub' },
];

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

/** SSP integrations (admin cabinet), most of them active, with error logs of various lengths. */
export const sspsSeed: SeedModule = {
  resource: 'ssp',
  run({ ctx, rng, cabinets, create, tick }) {
    SSPS.forEach((ssp, i) => {
      tick();
      const host = ssp.sysname.replace(/_/g, '-');
      const timeoutMs = ssp.protocol === 'VAST' ? 800 : rng.pick([120, 150, 200, 300]);
      const data: Record<string, unknown> = {
        ...ssp,
        endpointUrl: `https://${host}.ru/${ssp.protocol === 'VAST' ? 'vast' : 'openrtb2'}/bid`,
        timeoutMs,
        qpsLimit: rng.int(5, 80) * 1000,
        fee: rng.int(0, 30) / 2,
      };
      const serverOwned: Record<string, unknown> = { active: i < 7 };
      if (i % 3 !== 2) serverOwned.userMatchingKey = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16)).join('');
      const sysname = create('ssp', data, cabinets.admin, { serverOwned });

      // The test stand is quiet; one source has a long log (several pages).
      const errors = ssp.sysname === 'sandbox_test' ? 0 : ssp.sysname === 'kadr_video' ? 57 : rng.int(3, 22);
      let at = ERRORS_UNTIL - rng.int(0, 180) * 60_000;
      for (let e = 0; e < errors; e++) {
        const kind = rng.pick(ssp.protocol === 'VAST' ? [ERRORS[0], ERRORS[1], ERRORS[4]] : ERRORS.filter((k) => k.code !== 'vast_media'));
        const id = rng.objectId();
        const entry = { sysname, time: new Date(at).toISOString(), code: kind.code, message: kind.message(timeoutMs), count: rng.int(1, 40) * (rng.chance(0.2) ? 25 : 1) };
        writeSspError(ctx, cabinets.admin.id, entry, id);
        at -= rng.int(5, 600) * 60_000;
      }
    });
  },
};
