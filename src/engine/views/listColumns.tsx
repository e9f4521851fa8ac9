import type { ReactElement } from 'react';
import type { FieldDescriptor } from '../fieldKinds';
import { listCellOverride } from '../fields/registry';
import { FieldView } from '../fields/render';
import type { ResourceDefinition } from '../definition/types';

/** One column of a generated list, as the table and the phone list both show it. */
export interface ListColumn {
  field: FieldDescriptor;
  /** The value of the record in context. */
  cell: ReactElement;
  /** A structure's summary (a count, «заполнено N») or a file does not sort: the server sorts scalars. */
  sortable: boolean;
}

/** The resource's own Field for a column wins over the generic summary of structures. */
export function listColumns(def: ResourceDefinition, columns: FieldDescriptor[]): ListColumn[] {
  return columns.map((field) => {
    const Summary = def.fields?.[field.source]?.Field ? undefined : listCellOverride[field.kind];
    return {
      field,
      cell: Summary ? <Summary source={field.source} /> : <FieldView field={field} />,
      // A file is a structure too (sort by a column of its own, the name, if needed).
      sortable: !Summary && field.kind !== 'file' && !def.fields?.[field.source]?.unsortable,
    };
  });
}
