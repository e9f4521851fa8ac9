import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/i18n';
import { interpolate, russianPluralIndex, t } from '../../../src/i18n/translate';
import { dedupeNotifications } from '../../../src/layout/Notification';
import { recoveryErrorKey } from '../../../src/pages/signIn/PasswordRecoveryPage';
import { ApiError } from '../../../src/providers/httpClient';

describe('i18n', () => {
  it('react-admin speaks Russian with our form message', () => {
    expect(i18nProvider.translate('ra.message.invalid_form')).toBe(
      'Обязательные поля не заполнены или заполнены неверно',
    );
    expect(i18nProvider.translate('ra.action.save')).toBe('Сохранить');
    expect(i18nProvider.translate('kabinet.userMenu.cabinets')).toBe('Список кабинетов');
    expect(i18nProvider.translate('kabinet.list.search')).toBe('Поиск'); // the engine's texts are merged in
    expect(i18nProvider.getLocale()).toBe('ru');
  });

  it('the tiny translate works without react-admin, with placeholders and Russian plurals', () => {
    expect(t('kabinet.auth.wrongCredentials')).toBe('Неверный логин или пароль');
    expect(t('kabinet.unknown.key')).toBe('kabinet.unknown.key');
    expect([1, 2, 5, 11, 21, 22, 25, 112].map(russianPluralIndex)).toEqual([0, 1, 2, 2, 0, 1, 2, 2]);
    expect(t('kabinet.cabinets.count', { smart_count: 3 })).toBe('3 кабинета');
    expect(interpolate('SSP %{name} успешно создана', { name: 'Yandex' })).toBe('SSP Yandex успешно создана');
  });

  it('maps password-recovery failures to the docs/product.md#errors messages', () => {
    expect(t(recoveryErrorKey(new ApiError('email is empty', 400, { message: 'email is empty' })))).toBe(
      'Восстановление пароля невозможно. Пожалуйста, обратитесь к администратору',
    );
    expect(t(recoveryErrorKey(new ApiError('Internal', 500, { message: 'Internal' })))).toMatch(/Попробуйте позже/);
    expect(t(recoveryErrorKey(new ApiError('Нет связи', 0, null)))).toMatch(/Попробуйте позже/);
  });
});

describe('toasts', () => {
  const toast = (message: string, type: 'info' | 'error' = 'error') => ({ message, type });
  it('identical toasts are grouped into one', () => {
    const queue = [toast('a'), toast('a'), toast('b'), toast('a', 'info'), toast('b')];
    expect(dedupeNotifications(queue, null, 0).map((n) => `${n.type}:${n.message}`)).toEqual([
      'error:a',
      'error:b',
      'info:a',
    ]);
  });
  it('a toast identical to the one on screen is dropped while it shows (3000 ms)', () => {
    const shown = { key: JSON.stringify(['error', 'a', null]), at: 1000 };
    expect(dedupeNotifications([toast('a')], shown, 2000)).toEqual([]);
    expect(dedupeNotifications([toast('a')], shown, 4500)).toHaveLength(1);
  });
});
