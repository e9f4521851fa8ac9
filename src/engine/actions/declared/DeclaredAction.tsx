import { useMemo } from 'react';
import {
  useCanAccess,
  useGetIdentity,
  useListContext,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { catalog } from '../../load';
import { useListedRow } from './listedRow';
import { fieldValues } from './selection';
import type { DeclaredAction } from '../../definition/declaredActions';
import { Run, type DeclaredActionProps } from './Run';
import { resolveTransition, transitionOffer } from './transition';
import { selectionOffer } from './transitionForm';
import { transitionActions } from './derivedTransitions';
import type { ActionPlace } from '../../definition/declaredActions';
import type { ResourceDefinition } from '../../definition/types';
import { transitionTo } from '../../schema/operations';
import { valueAt } from '../../schema/records';

import { CopyableField } from '../../fields/CopyableField';
import { StateField } from '../../fields/stateField';
import type { FieldDescriptor } from '../../fieldKinds';
import type { FieldOverride } from '../../definition/types';

/** A field a resource file declares (fields/render.tsx): a value with a copy button, or a state's chip. */
export function DeclaredField({ field, override }: { field: FieldDescriptor; override: FieldOverride }) {
  return override.copy ? <CopyableField field={field} copy={override.copy} /> : <StateField field={field} />;
}

/**
 * A declared action's button (src/engine/definition/declaredActions.ts) in its place: on a record's
 * page it reads the record, on the list's bars the selection. Offered only when its `when` and
 * `permission` allow.
 */
export default function DeclaredActionButton({ action: declared, ...props }: DeclaredActionProps) {
  const { place, def } = props;
  // A transition's call is the schema's operation (transition.ts).
  const action = useMemo(
    () =>
      declared.transition
        ? { ...declared, call: resolveTransition(def, declared.transition, place, declared.form?.fields).call }
        : declared,
    [declared, def, place],
  );
  const inner = place === 'record' ? <OnRecord {...props} action={action} /> : <OnList {...props} action={action} />;
  return action.permission ? <Permitted permission={action.permission}>{inner}</Permitted> : inner;
}

function Permitted({
  permission,
  children,
}: {
  permission: NonNullable<DeclaredAction['permission']>;
  children: React.ReactNode;
}) {
  const resource = catalog.byKey(permission.resource)?.path ?? permission.resource;
  const { canAccess } = useCanAccess({ resource, action: permission.action });
  return canAccess ? children : null;
}

function OnRecord(props: DeclaredActionProps) {
  const record = useRecordContext();
  const { when, listed } = props.action;
  if (!record?.id) return null;
  if (when && !when.in.includes(valueAt(record, when.field) as never)) return null;
  if (listed) return <WhenListed {...props} record={record} listed={listed} />;
  if (props.action.transition) return <Transition {...props} record={record} />;
  return <Run {...props} ctx={{ ...record }} rows={[record]} />;
}

/**
 * A transition on a record's page, by the record's state: not offered while the record is there
 * already, disabled with the reason where the schema does not allow it from the record's state
 * or on the user's own record.
 */
function Transition({ record, ...props }: DeclaredActionProps & { record: RaRecord }) {
  const transition = props.action.transition!;
  const resolved = useMemo(() => resolveTransition(props.def, transition, 'record'), [props.def, transition]);
  const { identity } = useGetIdentity();
  const ids = [String(record.id)];
  // A state chosen in the form: the form refuses one the record cannot go to (Run).
  if (transition.to === undefined) return <Run {...props} ctx={{ ...record, ids }} rows={[record]} />;
  const notOwn = transitionTo(resolved.operation, transition.to)?.notOwn;
  const offer = transitionOffer(resolved, transition.to, record);
  if ('hidden' in offer) return null;
  const reason =
    notOwn && identity?.id !== undefined && String(identity.id) === String(record.id) ? notOwn : offer.reason;
  return <Run {...props} ctx={{ ...record, ids }} rows={[record]} refusal={reason ?? undefined} />;
}

/** A record action offered by whether the record is in a list the platform answers (`listed`). */
function WhenListed({
  record,
  listed,
  ...props
}: DeclaredActionProps & { record: RaRecord; listed: NonNullable<DeclaredAction['listed']> }) {
  const row = useListedRow(listed, record);
  if (row === undefined || !!row !== listed.is) return null;
  return <Run {...props} ctx={{ ...record, listed: row }} rows={[record]} />;
}

function OnList(props: DeclaredActionProps) {
  const { selectedIds, data, filterValues, onUnselectItems } = useListContext();
  const ids = selectedIds.map(String);
  const rows = ids.map((id) => data?.find((r) => String(r.id) === id) ?? ({ id } as RaRecord));
  const ctx = {
    ids,
    count: ids.length,
    selected: fieldValues(rows),
    filter: filterValues ?? {},
    smart_count: ids.length,
  };
  const offer = useSelectionOffer(props, rows);
  return <Run {...props} ctx={ctx} rows={rows} unselect={onUnselectItems} {...offer} />;
}

/**
 * A selection's transition to a fixed state, by the selected records' states on screen: disabled
 * with the reason when none can go there, else it names the records it will skip and why.
 */
function useSelectionOffer({ action, def, place }: DeclaredActionProps, rows: RaRecord[]) {
  const translate = useTranslate();
  const transition = action.transition;
  const resolved = useMemo(
    () => (transition?.to !== undefined ? resolveTransition(def, transition, place) : null),
    [def, transition, place],
  );
  if (!resolved || transition?.to === undefined) return {};
  const { refusal, skips } = selectionOffer(resolved, transition.to, rows);
  if (refusal) return { refusal };
  if (!skips.length) return {};
  const named = skips.map((s) => `«${s.name}» (${s.reason})`).join(', ');
  return { hint: translate('kabinet.action.will_skip', { smart_count: skips.length, records: named }) };
}

/** The buttons of the resource's declared transitions in a place (derivedTransitions.ts). */
export function DerivedTransitionButtons({ def, place }: { def: ResourceDefinition; place: ActionPlace }) {
  const actions = useMemo(() => transitionActions(def).filter((a) => a.on.includes(place)), [def, place]);
  return actions.map((action) => <DeclaredActionButton key={action.name} action={action} place={place} def={def} />);
}
