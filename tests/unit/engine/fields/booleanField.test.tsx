import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { afterEach, expect, it } from 'vitest';
import '../../../../src/engine/load';
import { analyseEntity, flattenFields, schemaSet } from '../../../../src/engine';
import { FieldView } from '../../../../src/engine/fields/render';
import { i18nProvider } from '../../../../src/i18n';

afterEach(cleanup);

// A campaign's «Использовать рекламный пул» (a switch with no default); a record lacking it reads
// «—» like every kind (emptyValues.test.tsx).
const field = flattenFields(analyseEntity(schemaSet, 'campaign')).find((f) => f.source === 'other.useAdPool')!;

const show = (other: Record<string, unknown>) =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <RecordContextProvider value={{ id: 'c1', other }}>
        <FieldView field={field} />
      </RecordContextProvider>
    </AdminContext>,
  );

it('shows a value the record has as yes or no', () => {
  show({ useAdPool: false });
  expect(screen.getByLabelText('Нет')).toBeTruthy();
  cleanup();
  show({ useAdPool: true });
  expect(screen.getByLabelText('Да')).toBeTruthy();
});
