import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../../../src/engine/load';
import { bulkFields } from '../../../../../src/engine/views/bulkEdit/bulkFields';
import { refusalText } from '../../../../../src/engine/views/bulkEdit/refusalText';

const fields = bulkFields(catalog.fields(catalog.byKey('campaigns')!), 'id');
const LATER = 'Повторите позже';

describe('why one record of a bulk edit was refused', () => {
  it("names a nested field's message by the field's title", () => {
    const error = new HttpError('Проверьте поля', 400, {
      message: 'Проверьте поля',
      errors: { limits: { budgetDaily: 'Не больше, чем «Общий бюджет»' } },
    });
    expect(refusalText(error, fields, LATER)).toBe('Лимиты: Дневной бюджет: Не больше, чем «Общий бюджет»');
  });

  it("tells a 409 and a 403 in the server's words or its own, and a lost answer as retry-later", () => {
    const stale = new HttpError('Запись была изменена другим пользователем', 409, {
      message: 'Запись была изменена другим пользователем',
    });
    expect(refusalText(stale, fields, LATER)).toBe('Запись была изменена другим пользователем');
    expect(refusalText(new HttpError('', 403, null), fields, LATER)).toMatch(/прав|доступ/i);
    expect(refusalText(new TypeError('Failed to fetch'), fields, LATER)).toBe(LATER);
  });
});
