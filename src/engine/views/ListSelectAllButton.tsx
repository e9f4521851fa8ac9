import { SelectAllButton, useListContext, type SelectAllButtonProps } from 'react-admin';

/** react-admin's SelectAllButton default `limit`: it offers «select all» only below it. */
const SELECT_ALL_LIMIT = 250;

/**
 * The bulk bar's «Выбрать все» with react-admin's own conditions (the whole page selected, more
 * records than that, under the limit) decided with a Set: react-admin's button asks
 * `selectedIds.includes` for every row of the page on every render, whether it shows or not,
 * which on a 500-row select-all is a few milliseconds of the 100 ms budget (docs/performance.md).
 */
export function ListSelectAllButton(props: SelectAllButtonProps) {
  const { total, selectedIds, data } = useListContext();
  if (total === selectedIds.length || selectedIds.length >= (props.limit ?? SELECT_ALL_LIMIT)) return null;
  const selected = new Set(selectedIds);
  if (!data?.every((record) => selected.has(record.id))) return null;
  return <SelectAllButton {...props} />;
}
