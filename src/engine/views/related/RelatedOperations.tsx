import { useMemo } from 'react';
import { useGetManyReference, useListContext, useRecordContext, type RaRecord } from 'react-admin';
import DeclaredActionButton from '../../actions/declared/DeclaredAction';
import { matchingAction, transitionActions } from '../../actions/declared/derivedTransitions';
import { Run } from '../../actions/declared/Run';
import type { ResourceDefinition } from '../../definition/types';
import { catalog } from '../../load';
import { operationsOf, type TransitionOperation } from '../../schema/operations';
import { valueAt } from '../../schema/records';
import { RELATED_MESSAGES as TEXT } from './relatedMessages';

/*
 * The operations of a table of records naming this one (x-related `rowOperations`, `operations`),
 * with the declared actions' renderer: loaded with the first table that declares one.
 */

/**
 * A row's transitions (x-related `rowOperations`), as the row's own record page would offer them:
 * hidden while the row is in that state, disabled with the reason where its state does not allow it.
 */
export function RowOperations({ child, names }: { child: ResourceDefinition; names: string[] }) {
  const actions = useMemo(
    () =>
      transitionActions(child)
        .filter((a) => a.on.includes('record') && a.transition && names.includes(a.transition.operation))
        // One button of many alike: its name says which row.
        .map((a) => ({ ...a, named: true as const })),
    [child, names],
  );
  return (
    // A row that opens its record does not open it for a click on its buttons.
    <span onClick={(e) => e.stopPropagation()}>
      {actions.map((action) => (
        <DeclaredActionButton key={action.name} action={action} place="record" def={child} />
      ))}
    </span>
  );
}

/**
 * Above the table: a transition of all of this record's rows at once (x-related `operations`, an
 * operation matching records by the table's field), disabled while none of them may go there.
 */
export function TableOperations({
  child,
  field,
  names,
  sort,
}: {
  child: ResourceDefinition;
  field: string;
  names: string[];
  /** The table's sort: one the list call takes. */
  sort?: { field: string; order: 'ASC' | 'DESC' };
}) {
  const record = useRecordContext();
  const schema = catalog.schemas.get(child.schema);
  const operations = useMemo(
    () =>
      names.flatMap((name) => {
        const action = matchingAction(child, name, field);
        const operation = operationsOf(schema).find((o) => o.name === name) as TransitionOperation | undefined;
        return action && operation ? [{ action, operation }] : [];
      }),
    [child, field, names, schema],
  );
  if (!record) return null;
  return operations.map(({ action, operation }) => (
    <MatchingOperation
      key={action.name}
      action={action}
      operation={operation}
      child={child}
      field={field}
      record={record}
      sort={sort ?? { field: 'id', order: 'ASC' }}
    />
  ));
}

/**
 * One operation for all rows, offered while the list call finds a row in a state it may leave (one
 * row asked for, its total read: the platform's own count of them, every page included); until it
 * answers, by the rows on screen.
 */
function MatchingOperation({
  action,
  operation,
  child,
  field,
  record,
  sort,
}: {
  action: ReturnType<typeof matchingAction> & object;
  operation: TransitionOperation;
  child: ResourceDefinition;
  field: string;
  record: RaRecord;
  sort: { field: string; order: 'ASC' | 'DESC' };
}) {
  const { data: rows = [] } = useListContext();
  const from = [...new Set(operation.transitions.flatMap((t) => t.from))];
  const { total } = useGetManyReference(child.path, {
    target: field,
    id: record.id,
    filter: { [operation.field]: from.length === 1 ? from[0] : from },
    pagination: { page: 1, perPage: 1 },
    sort,
  });
  const some = total !== undefined ? total > 0 : rows.some((r) => from.includes(valueAt(r, operation.field) as never));
  return (
    <Run
      action={action}
      place="record"
      def={child}
      ctx={{ ...record }}
      rows={[record]}
      refusal={some ? undefined : TEXT.nothingToChange}
    />
  );
}
