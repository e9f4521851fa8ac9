/**
 * The app catalogue of the reference API: what the platform's app store data would answer (app-check
 * segments, the catalogue dialog, the app search, portraits).
 */
/** Apps the platform knows (installs as the store writes them). Fictional titles. */
export const KNOWN_APPS: {
  bundle: string;
  title: string;
  category: string;
  installs: string;
  platform: 'Android' | 'iOS';
}[] = [
  {
    bundle: 'ru.kolosok.bakery',
    title: 'Колосок: доставка выпечки',
    category: 'Еда и напитки',
    installs: '1 000 000+',
    platform: 'Android',
  },
  {
    bundle: 'ru.barista.coffee',
    title: 'Бариста — кофе с собой',
    category: 'Еда и напитки',
    installs: '500 000+',
    platform: 'Android',
  },
  {
    bundle: 'ru.magistral.auto',
    title: 'Магистраль: авто с пробегом',
    category: 'Авто и транспорт',
    installs: '5 000 000+',
    platform: 'Android',
  },
  {
    bundle: 'ru.zdorovie.clinic',
    title: 'Здоровье: запись к врачу',
    category: 'Медицина',
    installs: '1 000 000+',
    platform: 'Android',
  },
  {
    bundle: 'ru.atlant.fitness',
    title: 'Атлант Фитнес',
    category: 'Здоровье и фитнес',
    installs: '100 000+',
    platform: 'Android',
  },
  {
    bundle: 'ru.polka.books',
    title: 'Полка — электронные книги',
    category: 'Книги',
    installs: '10 000 000+',
    platform: 'Android',
  },
  {
    bundle: 'ru.polet.travel',
    title: 'Полёт: туры и билеты',
    category: 'Путешествия',
    installs: '5 000 000+',
    platform: 'Android',
  },
  {
    bundle: 'ru.uyut.mebel',
    title: 'Уют: мебель и декор',
    category: 'Покупки',
    installs: '500 000+',
    platform: 'Android',
  },
  { bundle: 'ru.hvost.zoo', title: 'Хвост: зоотовары', category: 'Покупки', installs: '100 000+', platform: 'Android' },
  {
    bundle: 'ru.globus.lang',
    title: 'Глобус: английский за 15 минут',
    category: 'Образование',
    installs: '10 000 000+',
    platform: 'Android',
  },
  {
    bundle: 'ru.bystree.delivery',
    title: 'Быстрее: доставка продуктов',
    category: 'Покупки',
    installs: '50 000 000+',
    platform: 'Android',
  },
  {
    bundle: 'ru.nadezhny.bank',
    title: 'Банк Надёжный',
    category: 'Финансы',
    installs: '10 000 000+',
    platform: 'Android',
  },
  {
    bundle: 'ru.premier.cinema',
    title: 'Премьер: билеты в кино',
    category: 'Развлечения',
    installs: '1 000 000+',
    platform: 'Android',
  },
  {
    bundle: 'ru.karapuz.kids',
    title: 'Карапуз: всё для детей',
    category: 'Семья',
    installs: '500 000+',
    platform: 'Android',
  },
  {
    bundle: 'ru.start.sport',
    title: 'Старт: спорттовары',
    category: 'Спорт',
    installs: '100 000+',
    platform: 'Android',
  },
  {
    bundle: 'com.gamestudio.puzzle',
    title: 'Пазлы: картинки',
    category: 'Игры',
    installs: '50 000 000+',
    platform: 'Android',
  },
  {
    bundle: 'com.gamestudio.sudoku',
    title: 'Судоку Классика',
    category: 'Игры',
    installs: '10 000 000+',
    platform: 'Android',
  },
  {
    bundle: 'ru.pogoda.segodnya',
    title: 'Погода сегодня',
    category: 'Погода',
    installs: '50 000 000+',
    platform: 'Android',
  },
  { bundle: 'ru.novosti.den', title: 'Новости дня', category: 'Новости', installs: '5 000 000+', platform: 'Android' },
  {
    bundle: 'ru.taxi.vezu',
    title: 'Везу: такси',
    category: 'Авто и транспорт',
    installs: '10 000 000+',
    platform: 'Android',
  },
  {
    bundle: 'id1440012345',
    title: 'Колосок: доставка выпечки',
    category: 'Еда и напитки',
    installs: '100 000+',
    platform: 'iOS',
  },
  { bundle: 'id1450023456', title: 'Банк Надёжный', category: 'Финансы', installs: '1 000 000+', platform: 'iOS' },
  {
    bundle: 'id1460034567',
    title: 'Полёт: туры и билеты',
    category: 'Путешествия',
    installs: '500 000+',
    platform: 'iOS',
  },
  {
    bundle: 'id1470045678',
    title: 'Быстрее: доставка продуктов',
    category: 'Покупки',
    installs: '5 000 000+',
    platform: 'iOS',
  },
  { bundle: 'id1480056789', title: 'Погода сегодня', category: 'Погода', installs: '1 000 000+', platform: 'iOS' },
  { bundle: 'id1490067890', title: 'Пазлы: картинки', category: 'Игры', installs: '10 000 000+', platform: 'iOS' },
  {
    bundle: 'id1500078901',
    title: 'Глобус: английский за 15 минут',
    category: 'Образование',
    installs: '1 000 000+',
    platform: 'iOS',
  },
  {
    bundle: 'id1510089012',
    title: 'Атлант Фитнес',
    category: 'Здоровье и фитнес',
    installs: '50 000+',
    platform: 'iOS',
  },
];
