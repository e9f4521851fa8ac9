import { describe, expect, it } from 'vitest';
import { catalog } from '../../../../src/engine/load';
import { createdNotice } from '../../../../src/engine/views/createdNotice';
import { i18nProvider } from '../../../../src/i18n';

const toast = (schema: Parameters<typeof createdNotice>[0], label: unknown) => {
  const notice = createdNotice(schema, label);
  return notice && i18nProvider.translate(notice.key, notice.args);
};

/**
 * The create toast names the new record, its participle agreeing with the gender the schema
 * declares for its title (x-gender); without one, in words right whatever the title.
 */
describe('the toast of a created record', () => {
  it('agrees with the declared gender: «Тарифная сетка «Зима» создана»', () => {
    expect(toast({ title: 'Тарифная сетка', 'x-gender': 'f' }, 'Зима')).toBe('Тарифная сетка «Зима» создана');
    expect(toast({ title: 'Правило', 'x-gender': 'n' }, 'Ночь')).toBe('Правило «Ночь» создано');
    // A feminine noun ending like a masculine one, which no spelling rule could tell.
    expect(toast({ title: 'Модель устройства', 'x-gender': 'f' }, 'A52')).toBe('Модель устройства «A52» создана');
  });

  it('reads it from the repository’s schemas', () => {
    expect(toast(catalog.schemas.get('geoPreset'), 'Поволжье')).toBe('Гео-пресет «Поволжье» создан');
    expect(toast(catalog.schemas.get('actionLog'), '№ 5')).toBe('Запись журнала действий «№ 5» создана');
    expect(toast(catalog.schemas.get('agency'), 'Вектор')).toBe('Агентство «Вектор» создано');
  });

  it('says «Запись «…» создана» where the schema declares no gender', () => {
    expect(toast({ title: 'Настройки уведомлений' }, 'Утро')).toBe('Запись «Утро» создана');
    expect(toast(catalog.schemas.get('notificationGroup'), 'Утро')).toBe('Запись «Утро» создана');
  });

  it('gives way to the generic words when the record has no name', () => {
    expect(createdNotice({ title: 'Тарифная сетка', 'x-gender': 'f' }, undefined)).toBeNull();
    expect(createdNotice({ title: 'Тарифная сетка', 'x-gender': 'f' }, '  ')).toBeNull();
  });
});
