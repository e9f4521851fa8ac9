import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { buildNavigation, visibleGroups, type NavItem, type NavResource } from '../../../src/layout/navigation';
import { SideMenu } from '../../../src/layout/SideMenu';
import { MENU_POPUP_DELAY_MS } from '../../../src/layout/constants';
import { Providers } from './helpers';

const resources: NavResource[] = [
  {
    path: 'system/ssps',
    label: 'SSP',
    permissions: ['ssp'],
    routes: { list: 'list' },
    menu: { group: 'system', order: 10 },
  },
  {
    path: 'system/users',
    label: 'Пользователи',
    permissions: ['userManager'],
    routes: { list: 'list' },
    menu: { group: 'system', order: 20 },
  },
  {
    path: 'management/agencies',
    label: 'Агентства',
    permissions: ['manageAgency'],
    menu: { group: 'management', order: 10 },
  },
  {
    path: 'management/accounts',
    label: 'Аккаунты',
    permissions: ['manageAccounts'],
    menu: { group: 'management', order: 20 },
  },
  {
    path: 'management/campaigns',
    label: 'Кампании',
    permissions: ['manageCampaignSegments'],
    menu: { group: 'management', order: 30 },
  },
  {
    path: 'moderation/creatives',
    label: 'Креативы',
    permissions: ['moderationCreatives', 'moderation'],
    anyPermission: true,
    menu: { group: 'moderation', order: 10 },
  },
  { path: 'tools/bid-logger', label: 'Логирование', permissions: ['bidLogger'], menu: { group: 'tools', order: 30 } },
  { path: 'system/hidden', label: 'Без меню', permissions: ['ssp'] },
];
// A bespoke page joins through the same item list.
const forecast: NavItem = {
  to: 'tools/forecast',
  label: 'Прогноз трафика',
  group: 'tools',
  order: 40,
  permissions: [],
};
const nav = buildNavigation(resources, [forecast], []);

const agency = { manageAccounts: true, manageCampaignSegments: true, manageAudience: true };

function Menu({
  permissions,
  startOpen = true,
  onOpenChange,
}: {
  permissions: Record<string, boolean>;
  startOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <span data-testid="sidebar">{open ? 'open' : 'closed'}</span>
      <SideMenu
        items={nav.items}
        holder={{ permissions }}
        basename="/cab1"
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
      />
    </>
  );
}

const groupButton = (name: string) => screen.getByRole('button', { name });

describe('side menu: what a user may see (docs/product.md#routes)', () => {
  it('builds items from resources with a menu, in group and order', () => {
    expect(nav.items.map((i) => i.to)).toEqual([
      'system/ssps/list',
      'system/users/list',
      'management/agencies',
      'management/accounts',
      'management/campaigns',
      'moderation/creatives',
      'tools/bid-logger',
      'tools/forecast',
    ]);
    expect(visibleGroups(nav.items, { permissions: { ssp: true, userManager: true } }).map((g) => g.label)).toEqual([
      'Системные настройки',
      'Инструменты',
    ]);
  });

  it('shows only groups and items the user holds a permission for; items without permissions always show', () => {
    render(
      <Providers at="/cab1">
        <Menu permissions={agency} />
      </Providers>,
    );
    expect(screen.queryByRole('button', { name: 'Системные настройки' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Модерация' })).toBeNull();
    fireEvent.click(groupButton('Управление'));
    const management = screen.getByRole('list', { name: 'Управление' });
    expect(
      within(management)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Аккаунты', 'Кампании']);
    fireEvent.click(groupButton('Инструменты'));
    expect(
      within(screen.getByRole('list', { name: 'Инструменты' }))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Прогноз трафика']);
  });

  it('shows an item with any one of its permissions', () => {
    render(
      <Providers at="/cab1">
        <Menu permissions={{ moderation: true }} />
      </Providers>,
    );
    fireEvent.click(groupButton('Модерация'));
    expect(screen.getByRole('link', { name: 'Креативы' })).toHaveAttribute('href', '/cab1/moderation/creatives');
  });

  it('shows nothing forbidden to a user without permissions (only permission-free items)', () => {
    render(
      <Providers at="/cab1">
        <Menu permissions={{}} />
      </Providers>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Инструменты']);
  });
});

describe('side menu: behaviour', () => {
  it('keeps only one group open at a time', () => {
    render(
      <Providers at="/cab1">
        <Menu permissions={{ ssp: true, manageAccounts: true }} />
      </Providers>,
    );
    fireEvent.click(groupButton('Системные настройки'));
    expect(groupButton('Системные настройки')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(groupButton('Управление'));
    expect(groupButton('Управление')).toHaveAttribute('aria-expanded', 'true');
    expect(groupButton('Системные настройки')).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(groupButton('Управление'));
    expect(groupButton('Управление')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the group of the current screen', () => {
    render(
      <Providers at="/cab1/management/accounts/abc">
        <Menu permissions={{ ssp: true, manageAccounts: true }} />
      </Providers>,
    );
    expect(groupButton('Управление')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Аккаунты' })).toHaveAttribute('aria-current', 'page');
  });

  it('navigates and collapses the side bar after an item click', () => {
    const onOpenChange = vi.fn();
    render(
      <Providers at="/cab1">
        <Menu permissions={{ ssp: true, userManager: true }} onOpenChange={onOpenChange} />
      </Providers>,
    );
    fireEvent.click(groupButton('Системные настройки'));
    fireEvent.click(screen.getByRole('link', { name: 'Пользователи' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cab1/system/users/list');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByTestId('sidebar')).toHaveTextContent('closed');
  });

  it('collapsed, shows group icons; a click expands the side bar with that group open', () => {
    render(
      <Providers at="/cab1">
        <Menu permissions={{ ssp: true, manageAccounts: true }} startOpen={false} />
      </Providers>,
    );
    expect(screen.queryByRole('link', { name: 'SSP' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Управление' }));
    expect(screen.getByTestId('sidebar')).toHaveTextContent('open');
    expect(groupButton('Управление')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Аккаунты' })).toBeVisible();
  });

  it('collapsed, pops a group up on hover after the menu delay', async () => {
    vi.useFakeTimers();
    try {
      render(
        <Providers at="/cab1">
          <Menu permissions={{ ssp: true, userManager: true }} startOpen={false} />
        </Providers>,
      );
      fireEvent.mouseEnter(screen.getByRole('button', { name: 'Системные настройки' }).parentElement!);
      act(() => vi.advanceTimersByTime(MENU_POPUP_DELAY_MS - 50));
      expect(screen.queryByRole('menuitem', { name: 'Пользователи' })).toBeNull();
      act(() => vi.advanceTimersByTime(100));
    } finally {
      vi.useRealTimers();
    }
    // The popup's module loads the first time a group pops up (src/layout/GroupPopup.tsx).
    expect(await screen.findByRole('menuitem', { name: 'Пользователи' })).toHaveAttribute(
      'href',
      '/cab1/system/users/list',
    );
  });
});
