import { describe, expect, it } from 'vitest';
import { choiceText, LIST_SEPARATOR, listText } from '../../../src/domain/cellText';
import { splitList } from '../../../src/import/cellValue';

describe('a value as spreadsheet text', () => {
  const formats = [
    { id: 'video', name: 'Видео' },
    { id: 'banner', name: 'Баннер' },
    { id: 1, name: 'Первый' },
  ];

  it('names an enum value by its title, and keeps one the list does not have as it is', () => {
    expect([choiceText(formats, 'video'), choiceText(formats, '1'), choiceText(formats, 'push')]).toEqual([
      'Видео',
      'Первый',
      'push',
    ]);
  });

  it('joins a list with «; », leaving empty items out, so that titles with commas survive', () => {
    expect(LIST_SEPARATOR).toBe('; ');
    expect(listText(['Москва, центр', '', 'Казань'])).toBe('Москва, центр; Казань');
    expect(listText([])).toBe('');
  });

  it('is read back into the same items by the import', () => {
    const items = ['Видео', 'Баннер', 'Москва, центр'];
    expect(splitList(listText(items))).toEqual(items);
  });
});
