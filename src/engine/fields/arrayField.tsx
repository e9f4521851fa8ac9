import { ArrayField, Datagrid } from 'react-admin';
import type { FieldOf } from '../fieldKinds';
import { EmptyValue } from './displayFields';
import { FieldView } from './render';

/**
 * A list of objects on the show page: a table of its items. Its own module, loaded on first
 * render: react-admin's Datagrid is needed nowhere else.
 */
export function ArrayOfObjectsField({ field }: { field: FieldOf<'array'> }) {
  return (
    <ArrayField source={field.source}>
      {/* No items read «—» like every other empty value, not a search's «Результатов не найдено». */}
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyValue />}>
        {field.fields
          .filter((f) => !f.writeOnly)
          .map((sub) => (
            <FieldView key={sub.source} field={sub} label={sub.label} />
          ))}
      </Datagrid>
    </ArrayField>
  );
}
