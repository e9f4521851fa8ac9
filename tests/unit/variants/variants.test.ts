import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { pageTitle, resolveVariant, VARIANTS, VARIANT_NAMES } from '../../../src/variants';
import { themeOptions } from '../../../src/layout/theme';
import * as constants from '../../../src/layout/constants';

describe('deployment variants', () => {
  it('names the product per variant, in titles too', () => {
    expect(pageTitle('Вход в личный кабинет', resolveVariant('yabbi'))).toBe('Yabbi — Вход в личный кабинет');
    expect(pageTitle('Выбор кабинета', resolveVariant('plazkart'))).toBe('Plazkart — Выбор кабинета');
    expect(pageTitle('Страница не найдена', resolveVariant('redllama'))).toBe('Redllama — Страница не найдена');
    expect(pageTitle('Пользователи', resolveVariant('dev'))).toBe('Kabinet Dev — Пользователи');
    expect(pageTitle(undefined, resolveVariant('yabbi'))).toBe('Yabbi');
  });

  it('defaults to dev when the variable is missing or unknown', () => {
    expect(resolveVariant(undefined).name).toBe('dev');
    expect(resolveVariant('').name).toBe('dev');
    expect(resolveVariant('undefined').name).toBe('dev');
    expect(resolveVariant(' YABBI ').name).toBe('yabbi');
  });

  it('gives each variant its own theme primary colour', () => {
    const primaries = VARIANT_NAMES.map((name) => createTheme(themeOptions(VARIANTS[name])).palette.primary.main);
    expect(new Set(primaries).size).toBe(VARIANT_NAMES.length);
    expect(primaries[0]).toBe(VARIANTS.yabbi.primary);
  });

  it('keeps the docs/product.md#constants constants in one place', () => {
    expect(constants).toMatchObject({
      TOAST_DURATION_MS: 3000,
      TOAST_OFFSET_PX: 16,
      Z_INDEX_BASE: 2000,
      Z_INDEX_DIALOG: 3000,
      FATAL_DRAWER_SIZE: 130,
      MENU_POPUP_DELAY_MS: 300,
      OVERLAY_FADE_MS: 400,
    });
    expect(createTheme(themeOptions()).zIndex.modal).toBe(3000);
  });
});
