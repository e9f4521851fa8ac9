import zlib from 'node:zlib';
import { storeFile } from '../fileStorage';
import type { SeedModule } from './index';

type Rgb = [number, number, number];

const COMPANIONS: { name: string; dimensions: string; colors: [Rgb, Rgb]; site: string }[] = [
  {
    name: 'Кофейня «Бариста» — осеннее меню',
    dimensions: '300x250',
    colors: [
      [121, 72, 44],
      [214, 151, 92],
    ],
    site: 'barista-coffee.ru',
  },
  {
    name: 'Банк «Надёжный» — вклад 16%',
    dimensions: '728x90',
    colors: [
      [20, 61, 122],
      [46, 134, 222],
    ],
    site: 'nadezhny-bank.ru',
  },
  {
    name: 'Фитнес-клуб «Атлант» — месяц в подарок',
    dimensions: '300x600',
    colors: [
      [196, 52, 46],
      [245, 148, 60],
    ],
    site: 'atlant-fitness.ru',
  },
  {
    name: 'Турагентство «Полёт» — горящие туры',
    dimensions: '640x360',
    colors: [
      [0, 121, 140],
      [102, 205, 170],
    ],
    site: 'polet-tour.ru',
  },
  {
    name: 'Доставка «Быстрее» — мобильный баннер',
    dimensions: '320x50',
    colors: [
      [88, 44, 160],
      [166, 107, 238],
    ],
    site: 'bystree.ru',
  },
  {
    name: 'Книжный «Полка» — распродажа',
    dimensions: '300x250',
    colors: [
      [40, 96, 64],
      [126, 190, 112],
    ],
    site: 'polka-books.ru',
  },
  {
    name: 'Кинотеатр «Премьер» — премьеры недели',
    dimensions: '728x90',
    colors: [
      [30, 30, 46],
      [180, 40, 90],
    ],
    site: 'premier-kino.ru',
  },
];

/** A demo banner: a diagonal gradient with a light "headline", "text" and a "button". */
function bannerPng(width: number, height: number, [from, to]: [Rgb, Rgb]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const u = Math.min(width, height);
  const boxes = [
    { x: 0.07 * width, y: 0.2 * height, w: 0.55 * width, h: 0.12 * height, a: 0.92 },
    { x: 0.07 * width, y: 0.42 * height, w: 0.4 * width, h: 0.07 * height, a: 0.6 },
    { x: width * 0.62, y: height * 0.66, w: width * 0.3, h: height * 0.18, a: 1 },
  ];
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      let px = from.map((c, i) => c + (to[i] - c) * t);
      // a soft circle in the corner
      const d = Math.hypot(x - width * 0.9, y - height * 0.1);
      if (d < u * 0.45) px = px.map((c) => c + (255 - c) * 0.12);
      for (const b of boxes) {
        const r = Math.min(b.h / 2, u * 0.06);
        const dx = Math.max(b.x + r - x, 0, x - (b.x + b.w - r));
        const dy = Math.max(b.y + r - y, 0, y - (b.y + b.h - r));
        if (Math.hypot(dx, dy) <= r) px = px.map((c) => c + (255 - c) * b.a);
      }
      px.forEach((c, i) => {
        raw[row + 1 + x * 3 + i] = Math.round(c);
      });
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Companions of the admin cabinet, each with a generated PNG in the storage. */
export const companionsSeed: SeedModule = {
  resource: 'companion',
  run({ ctx, rng, cabinets, create, tick }) {
    COMPANIONS.forEach((c, i) => {
      tick();
      const [width, height] = c.dimensions.split('x').map(Number);
      const slug = c.site.replace(/\..*$/, '');
      const fileInfo = storeFile(
        ctx,
        `${slug}-${c.dimensions}.png`,
        bannerPng(width, height, c.colors),
        cabinets.admin.id,
        rng.objectId(),
      );
      create(
        'companion',
        {
          name: c.name,
          dimensions: c.dimensions,
          fileInfo,
          clickUrl: `https://${c.site}/?utm_source=kabinet&utm_medium=companion`,
        },
        cabinets.admin,
        { id: rng.objectId(), serverOwned: { enabled: i !== 4 && i !== 6, score: rng.int(3, 19) * 5 } },
      );
    });
  },
};
