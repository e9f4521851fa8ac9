/** Russian demo vocabulary. Fictional brands and people; any likeness is accidental. */

export const BRANDS = [
  'Пекарня «Колосок»',
  'Кофейня «Бариста»',
  'Сибирские окна',
  'Автосалон «Магистраль»',
  'Клиника «Здоровье»',
  'Фитнес-клуб «Атлант»',
  'Книжный «Полка»',
  'Турагентство «Полёт»',
  'Мебель «Уют»',
  'Зоомагазин «Хвост»',
  'Школа языков «Глобус»',
  'Цветы «Ромашка»',
  'Строймаркет «Кирпич»',
  'Оптика «Взгляд»',
  'Доставка «Быстрее»',
  'Ювелирный «Самоцвет»',
  'Банк «Надёжный»',
  'Кинотеатр «Премьер»',
  'Детский мир «Карапуз»',
  'Стоматология «Улыбка»',
  'Автомойка «Блеск»',
  'Спорттовары «Старт»',
];

const CITIES = [
  'Москва',
  'Санкт-Петербург',
  'Казань',
  'Новосибирск',
  'Екатеринбург',
  'Нижний Новгород',
  'Самара',
  'Краснодар',
];

export const ACCOUNTS_PER_AGENCY = 11;

/** The account names, in seeding order (agency by agency); account cabinets reuse the first ones. */
export function accountName(agencyIndex: number, accountIndex: number): string {
  const n = agencyIndex * ACCOUNTS_PER_AGENCY + accountIndex;
  return `${BRANDS[n % BRANDS.length]} — ${CITIES[(n + Math.floor(n / BRANDS.length)) % CITIES.length]}`;
}

export const PEOPLE: { login: string; name: string }[] = [
  { login: 'a.ivanova', name: 'Анна Иванова' },
  { login: 'd.smirnov', name: 'Дмитрий Смирнов' },
  { login: 'e.kuznetsova', name: 'Елена Кузнецова' },
  { login: 'm.popov', name: 'Михаил Попов' },
  { login: 'o.sokolova', name: 'Ольга Соколова' },
  { login: 's.lebedev', name: 'Сергей Лебедев' },
  { login: 't.kozlova', name: 'Татьяна Козлова' },
  { login: 'a.novikov', name: 'Алексей Новиков' },
  { login: 'n.morozova', name: 'Наталья Морозова' },
  { login: 'i.volkov', name: 'Игорь Волков' },
  { login: 'yu.fedorova', name: 'Юлия Фёдорова' },
  { login: 'p.orlov', name: 'Павел Орлов' },
];
