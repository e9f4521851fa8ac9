import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import CabinetsPage from '../../../../src/pages/cabinets/CabinetsPage';
import { groupCabinets } from '../../../../src/pages/cabinets/groupCabinets';
import { forgetCurrentUser } from '../../../../src/providers/authProvider';
import { setToken } from '../../../../src/providers/storage';
import { fakeFetch, Providers } from '../../layout/helpers';

const CABINETS = [
  { id: 'a1', name: 'Администратор платформы', cabinetType: 'admin' },
  { id: 'g1', name: 'Агентство «Север»', cabinetType: 'agency' },
  { id: 'g2', name: 'Агентство «Юг»', cabinetType: 'agency' },
  { id: 'c1', name: 'Аккаунт «Ромашка»', cabinetType: 'account' },
];
const ME = { id: 'u1', login: 'admin', name: 'Админ' };

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  forgetCurrentUser();
  vi.unstubAllGlobals();
});

/** Section headings in the order the page shows them. */
const sections = () => screen.getAllByRole('region').map((s) => within(s).getAllByText(/./)[0].textContent);

describe('favourite cabinets (docs/product.md#permissions)', () => {
  it('groups favourites first, each cabinet once', () => {
    const groups = groupCabinets(CABINETS, '', new Set(['g2', 'c1']));
    expect(groups.map((g) => [g.key, g.cabinets.map((c) => c.id)])).toEqual([
      ['favorites', ['g2', 'c1']],
      ['admin', ['a1']],
      ['agency', ['g1']],
    ]);
    expect(groupCabinets(CABINETS, 'юг', new Set(['g2', 'c1'])).map((g) => g.key)).toEqual(['favorites']);
  });

  it('shows the stored favourites first and stars a cabinet through /v2/users/favorites', async () => {
    setToken('tok');
    const { calls } = fakeFetch([
      { path: '/v2/users/cabinets', body: CABINETS },
      { path: '/v2/users/me', body: ME },
      { path: '/v2/users/favorites', body: ['c1'] },
      { method: 'POST', path: '/v2/users/favorites', body: ['c1', 'g1'] },
      { method: 'DELETE', path: '/v2/users/favorites', body: ['g1'] },
    ]);
    render(
      <Providers at="/auth/cabinets">
        <CabinetsPage />
      </Providers>,
    );
    await screen.findByText('Аккаунт «Ромашка»');
    await waitFor(() => expect(sections()).toEqual(['Избранные', 'Администраторы', 'Агентства']));
    const favourites = screen.getByRole('region', { name: 'Избранные' });
    expect(within(favourites).getByText('Аккаунт «Ромашка»')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Убрать из избранного: Аккаунт «Ромашка»' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Добавить в избранное: Агентство «Север»' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Избранные' })).getByText('Агентство «Север»'),
      ).toBeInTheDocument(),
    );
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/v2/users/favorites',
      body: { cabinetId: 'g1' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Убрать из избранного: Аккаунт «Ромашка»' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Аккаунты' })).toHaveTextContent('Аккаунт «Ромашка»'),
    );
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/v2/users/favorites')).toBe(true);
  });

  it('puts the star back and says so when the platform refuses', async () => {
    setToken('tok');
    fakeFetch([
      { path: '/v2/users/cabinets', body: CABINETS },
      { path: '/v2/users/me', body: ME },
      { path: '/v2/users/favorites', body: [] },
      { method: 'POST', path: '/v2/users/favorites', status: 500, body: {} },
    ]);
    render(
      <Providers at="/auth/cabinets">
        <CabinetsPage />
      </Providers>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить в избранное: Агентство «Юг»' }));
    expect(await screen.findByText('Не удалось изменить избранное. Попробуйте позже')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Добавить в избранное: Агентство «Юг»' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByRole('region', { name: 'Избранные' })).toBeNull();
  });
});
