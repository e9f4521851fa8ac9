import { describe, expect, it } from 'vitest';
import { createdNotice, genderOf } from '../../../../src/engine/views/createdNotice';
import { i18nProvider } from '../../../../src/i18n';

/** The create toast names the new record, its participle agreeing with the entity's title. */
describe('the toast of a created record', () => {
  it('reads the gender of the title', () => {
    expect(
      ['Тарифная сетка', 'Геозона', 'Кампания', 'Гео-пресет', 'Правило', 'Синее море', 'Новый отчёт'].map(genderOf),
    ).toEqual(['f', 'f', 'f', 'm', 'n', 'n', 'm']);
  });

  it('names the record by its label: «Тарифная сетка «Зима» создана»', () => {
    const notice = createdNotice('Тарифная сетка', 'Зима')!;
    expect(i18nProvider.translate(notice.key, notice.args)).toBe('Тарифная сетка «Зима» создана');
    const preset = createdNotice('Гео-пресет', 'Поволжье')!;
    expect(i18nProvider.translate(preset.key, preset.args)).toBe('Гео-пресет «Поволжье» создан');
  });

  it('gives way to the generic words when the record has no name', () => {
    expect(createdNotice('Тарифная сетка', undefined)).toBeNull();
    expect(createdNotice('Тарифная сетка', '  ')).toBeNull();
    expect(createdNotice(undefined, 'Зима')).toBeNull();
  });
});
