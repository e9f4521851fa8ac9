import { cleanup, render, waitFor } from '@testing-library/react';
import { AdminContext, RecordContextProvider, ResourceContextProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../../src/engine/load';
import { analyseEntity, schemaSet } from '../../../../src/engine';
import { FIELD_KINDS, type FieldDescriptor, type FieldKind } from '../../../../src/engine/fieldKinds';
import { FieldView } from '../../../../src/engine/fields/render';
import { i18nProvider } from '../../../../src/i18n';

afterEach(cleanup);

// Every kind of field, on a record that lacks the value, reads «—» on the card (a file: «Файл не
// загружен»): never a title with nothing under it. One field of each kind, found in the schemas.
const all = (fields: FieldDescriptor[]): FieldDescriptor[] =>
  fields.flatMap((f) => [f, ...('fields' in f ? all(f.fields) : [])]);
const found = new Map<FieldKind, FieldDescriptor>();
for (const id of schemaSet.schemas.keys())
  for (const f of all(analyseEntity(schemaSet, id))) if (!found.has(f.kind) && f.name !== 'id') found.set(f.kind, f);
// What the analyser makes of a structure it cannot classify; no schema has one today.
found.set('json', {
  name: 'extra',
  source: 'extra',
  label: 'Прочее',
  required: false,
  readOnly: false,
  writeOnly: false,
  createOnly: false,
  schema: {},
  kind: 'json',
});

// Never shown: write-only.
const NOT_SHOWN: FieldKind[] = ['password'];
const dataProvider = {
  getMany: async () => ({ data: [] }),
  getDictionary: async () => [],
} as unknown as DataProvider;

describe('an empty value of every kind', () => {
  it.each(FIELD_KINDS.filter((k) => !NOT_SHOWN.includes(k)).map((k) => [k]))('%s reads «—»', async (kind) => {
    const field = found.get(kind);
    expect(field, `a field of kind ${kind} in the schemas`).toBeDefined();
    const { container } = render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="probe">
          <RecordContextProvider value={{ id: 'r1' }}>
            <FieldView field={{ ...field!, source: field!.name }} />
          </RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>,
    );
    await waitFor(() => expect(container.textContent).toMatch(kind === 'file' ? /^Файл не загружен$/ : /—/));
  });
});
