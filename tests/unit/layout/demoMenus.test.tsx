import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/engine';
import { MENU_GROUPS } from '../../../src/engine/definition/types';
import { PERMISSIONS, type AccessHolder } from '../../../src/engine/schema';
import { buildNavigation, canOpen, sectionHeading, visibleGroups } from '../../../src/layout/navigation';
import { SideMenu } from '../../../src/layout/SideMenu';
import { Providers } from './helpers';

/*
 * The side menu of the demo cabinets (server/seed/cabinets.ts), item by item: the product's items
 * of each group first, in the product's order and words (docs/product.md#menu), then the
 * console's extra screens under their sub-group's heading, each only for the cabinets its rule
 * lets in (the ORD screens for cabinets that manage agencies or accounts, not the viewer's); and
 * the route guard opens exactly the items shown (tests/unit/server/accessAgreement.test.ts: and
 * exactly there the API answers).
 */
const CABINETS: Record<string, AccessHolder> = {
  admin: { cabinetType: 'admin', permissions: Object.fromEntries(PERMISSIONS.map((p) => [p, true])) },
  agency: {
    cabinetType: 'agency',
    permissions: { manageAccounts: true, manageCampaignSegments: true, manageAudience: true },
  },
  viewer: { cabinetType: 'account', permissions: {} },
};

/** docs/product.md#menu: each group's items, in order. */
const PRODUCT_MENU: Record<string, string[]> = {
  'Системные настройки': ['SSP', 'Пользователи', 'Авторизация', 'Компаньоны', 'Уведомления'],
  Управление: [
    'Агентства',
    'Аккаунты',
    'Кампании',
    'Основная статистика',
    'Интерактивная статистика',
    'Аудитории',
    'Бронирования',
  ],
  Модерация: ['Креативы', 'Приложения'],
  Инструменты: ['Журнал действий', 'Ошибки SSP', 'Логирование ставок', 'Прогноз трафика'],
  Отчёты: ['Сводная статистика', 'DMP отчёты', 'Детальная статистика'],
};

const CAMPAIGN_EXTRAS = [
  '# Кампании и креативы',
  'Группы кампаний',
  'Креативы',
  'Брендлифт',
  'Правила',
  'Конфигурации плеера',
];
const AUDIENCE_EXTRAS = [
  '# Сегменты и списки',
  'Портреты аудитории',
  'Собственные сегменты',
  'DMP-сегменты',
  'Гео-сегменты',
  'Ретаргетинг',
  'Панельные сегменты',
  'Большие списки',
  'Бан-листы',
  'Гео-пресеты',
  'Инвентарь',
];
const ORD_EXTRAS = [
  '# Маркировка рекламы (ОРД)',
  'ОРД: внешние договоры',
  'ОРД: изначальные договоры',
  'ОРД: наши договоры',
  'ОРД: отчёты',
  'ОРД: счета',
  'ОРД: креативы',
];

/** The whole menu of each demo cabinet; "# …" is a sub-group's heading. */
const EXPECTED: Record<string, Record<string, string[]>> = {
  admin: {
    'Системные настройки': [...PRODUCT_MENU['Системные настройки'], 'Справочник ресурсов'],
    Управление: [...PRODUCT_MENU['Управление'], ...CAMPAIGN_EXTRAS, ...AUDIENCE_EXTRAS],
    Модерация: PRODUCT_MENU['Модерация'],
    Инструменты: [...PRODUCT_MENU['Инструменты'], 'Отладка кампаний'],
    Отчёты: [...PRODUCT_MENU['Отчёты'], 'Заказы отчётов', ...ORD_EXTRAS],
  },
  agency: {
    Управление: ['Аккаунты', 'Кампании', 'Аудитории', 'Бронирования', ...CAMPAIGN_EXTRAS, ...AUDIENCE_EXTRAS],
    Инструменты: ['Прогноз трафика'],
    Отчёты: ['Сводная статистика', 'Детальная статистика', 'Заказы отчётов', ...ORD_EXTRAS],
  },
  viewer: {
    Управление: ['Бронирования', 'Мой аккаунт'],
    Инструменты: ['Прогноз трафика'],
    Отчёты: ['Сводная статистика', 'Детальная статистика', 'Заказы отчётов'],
  },
};

const nav = buildNavigation(resources);

function menuOf(holder: AccessHolder): Record<string, string[]> {
  return Object.fromEntries(
    visibleGroups(nav.items, holder).map((g) => [
      g.label,
      g.items.flatMap((item, i) => {
        const heading = sectionHeading(g.items, i);
        return heading ? [`# ${heading}`, item.label] : [item.label];
      }),
    ]),
  );
}

describe('side menu of the demo cabinets', () => {
  it.each(Object.keys(CABINETS))("%s: the groups and items, in order, with the sub-groups' headings", (name) => {
    expect(menuOf(CABINETS[name])).toEqual(EXPECTED[name]);
  });

  it.each(Object.keys(CABINETS))("%s: the product's items come first, in the product's order and words", (name) => {
    for (const [group, items] of Object.entries(menuOf(CABINETS[name]))) {
      const product = PRODUCT_MENU[group].filter((label) => items.includes(label));
      expect(items.slice(0, product.length), group).toEqual(product);
    }
  });

  it.each(Object.keys(CABINETS))('%s: the route guard opens every item shown and no item hidden', (name) => {
    const holder = CABINETS[name];
    const shown = new Set(visibleGroups(nav.items, holder).flatMap((g) => g.items.map((i) => i.to)));
    for (const item of nav.items) expect(canOpen(nav.rules, item.to, holder), item.to).toBe(shown.has(item.to));
  });

  it('every group of the product keeps its name and place', () => {
    expect(Object.values(MENU_GROUPS)).toEqual(Object.keys(PRODUCT_MENU));
  });

  it("the side bar shows a sub-group's heading above its items, after the product's items", () => {
    render(
      <Providers at="/cab1/reports/statistic/summary">
        <SideMenu items={nav.items} holder={CABINETS.admin} basename="/cab1" open onOpenChange={() => undefined} />
      </Providers>,
    );
    const reports = screen.getByRole('list', { name: 'Отчёты' });
    const entries = within(reports)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(entries).toEqual(EXPECTED.admin['Отчёты'].map((e) => e.replace(/^# /, '')));
    expect(within(reports).getByText('Маркировка рекламы (ОРД)').closest('a')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Управление' }));
    expect(
      within(screen.getByRole('list', { name: 'Управление' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(EXPECTED.admin['Управление'].map((e) => e.replace(/^# /, '')));
  });
});
