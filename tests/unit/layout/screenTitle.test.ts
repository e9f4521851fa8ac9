import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/engine';
import { activeItem, buildNavigation } from '../../../src/layout/navigation';
import { screenTitle } from '../../../src/layout/screenTitle';

const nav = buildNavigation(resources);
const titleAt = (path: string) => screenTitle(nav.titles, path);

describe('screens below another have their own title', () => {
  it.each([
    ['management/statistic/extra', 'Дополнительная статистика'],
    ['management/reservations/deployments', 'Размещения'],
    ['management/reservations/deployments/create', 'Размещения'],
    ['management/reservations/65f0c0ffee0000000000abcd/versioning', 'История версий бронирования'],
    ['management/agencies/transactions', 'Транзакции'],
    ['management/statistic/creatives/65f0c0ffee0000000000abcd', 'Дополнительная статистика креатива'],
    ['tools/ssp-errors', 'Ошибки SSP'],
  ])('%s → %s', (path, title) => {
    expect(titleAt(path)).toBe(title);
  });

  it('parents keep theirs', () => {
    expect(titleAt('management/reservations/list')).toBe('Бронирования');
    expect(titleAt('management/reservations/65f0c0ffee0000000000abcd')).toBe('Бронирования');
    expect(titleAt('management/statistic/creatives')).toBe('Интерактивная статистика');
    expect(titleAt('management/agencies')).toBe('Агентства');
    expect(titleAt('system/users/list')).toBe('Пользователи');
    expect(titleAt('no/such/screen')).toBeUndefined();
  });

  it('the side menu names the users item like the list, in the plural', () => {
    expect(activeItem(nav.items, 'system/users/list')?.label).toBe('Пользователи');
  });
});
