/**
 * What the demo's site domains are made of, written once: the words with the topic the
 * platform's inventory files each under, and the zones. A campaign's placements and the
 * platform's inventory draw their domains from them, so the two read alike.
 */
export const SITE_TOPICS: readonly { word: string; category: string }[] = [
  { word: 'novosti', category: 'Новости' },
  { word: 'pogoda', category: 'Погода' },
  { word: 'recepty', category: 'Кулинария' },
  { word: 'avto', category: 'Авто' },
  { word: 'sport', category: 'Спорт' },
  { word: 'kino', category: 'Кино' },
  { word: 'dacha', category: 'Дом и сад' },
  { word: 'zdorovie', category: 'Здоровье' },
  { word: 'turizm', category: 'Туризм' },
  { word: 'finansy', category: 'Финансы' },
  { word: 'igry', category: 'Игры' },
  { word: 'muzyka', category: 'Музыка' },
  { word: 'deti', category: 'Семья' },
  { word: 'moda', category: 'Мода' },
  { word: 'tehnika', category: 'Техника' },
  { word: 'knigi', category: 'Книги' },
];

export const DOMAIN_WORDS = SITE_TOPICS.map((t) => t.word);

export const DOMAIN_ZONES = ['.ru', '-online.ru', '-segodnya.ru', '.рф', '-portal.ru', '.su', '-24.ru'];
