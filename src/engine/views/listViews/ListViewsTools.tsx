import type { FieldDescriptor } from '../../fieldKinds';
import { ColumnChooser } from './ColumnChooser';
import { ViewsMenu } from './ViewsMenu';

export interface ListViewsToolsProps {
  /** Every column the list may show, in order (columnChoices). */
  columns: FieldDescriptor[];
  /** The columns hidden until the user shows them. */
  defaultHidden: string[];
  /** The tool the user clicked before this code had loaded (ListViewsButtons): open at once. */
  opened?: 'columns' | 'views';
}

/** «Столбцы» and «Виды» of a generated list's toolbar (docs/product.md#saved-views). */
export function ListViewsTools({ columns, defaultHidden, opened }: ListViewsToolsProps) {
  return (
    <>
      <ColumnChooser columns={columns} defaultHidden={defaultHidden} opened={opened} />
      <ViewsMenu defaultHidden={defaultHidden} opened={opened} />
    </>
  );
}
