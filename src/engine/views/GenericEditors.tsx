import { lazy, Suspense, useState } from 'react';
import EditIcon from '@mui/icons-material/Create';
import {
  Button,
  Create,
  Edit,
  Labeled,
  Show,
  SimpleShowLayout,
  TopToolbar,
  useCanAccess,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link, Navigate } from 'react-router-dom';
import { FieldOverridesProvider, FieldView } from '../fields/render';
import { catalog } from '../load';
import type { ResourceDefinition } from '../definition/types';
import { GenericForm } from './GenericForm';
import { OpeningSavedRecord } from './OpeningSavedRecord';
import { useDefinition } from './useDefinition';
import { useSaveEffects } from './useSaveEffects';
import { ConflictProvider } from './EditConflict';
import { useRecordReadFailure } from './recordReadFailure';
import { useDeclaredAddress } from './ToDeclared';
import { placedActions } from './placedActions';
import { useScreenPath } from '../recordPaths';
import { relatedOf } from '../schema/related';

const CopyLinkButton = lazy(() => import('./CopyLinkButton'));
// «История» (docs/product.md#record-history): loaded with the record's screen, not the first load.
const RecordHistoryButton = lazy(() =>
  import('./history/RecordHistory').then((m) => ({ default: m.RecordHistoryButton })),
);
// The records that name this one (x-related): loaded with the screens of schemas that declare them.
const RelatedRecords = lazy(() => import('./related/RelatedRecords').then((m) => ({ default: m.RelatedRecords })));

/**
 * Keeps nothing's place while a lazy part of the screen loads, but says it is coming: the screens'
 * snapshots (tests/generated) wait for it to go instead of taking a loaded machine's slow import
 * for an absent part.
 */
const Pending = () => <span hidden data-lazy-pending="" />;

function RelatedBelow({ def }: { def: ResourceDefinition }) {
  if (relatedOf(catalog.schemas.get(def.schema)).length === 0) return null;
  return (
    <Suspense fallback={<Pending />}>
      <RelatedRecords def={def} />
    </Suspense>
  );
}

/** Record-level titles use the schema's (singular) title: «Аккаунт «Ромашка»». */
function RecordTitle({ def }: { def: ResourceDefinition }) {
  const record = useRecordContext();
  const schema = catalog.schemas.get(def.schema);
  const labelField = schema['x-label'];
  const name = record && labelField ? record[labelField] : record?.id;
  return <span>{name ? `${schema.title} «${name}»` : schema.title}</span>;
}

/** react-admin's EditButton, opening the record's edit screen at its declared address (system/users/edit/{id}). */
function EditRecordButton() {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const screenPath = useScreenPath();
  const { canAccess } = useCanAccess({ action: 'edit', resource, record });
  if (!record || !canAccess) return null;
  return (
    <Button component={Link} to={screenPath(resource, 'edit', record.id)} label="ra.action.edit">
      <EditIcon />
    </Button>
  );
}

function RecordActions({ def, edit }: { def: ResourceDefinition; edit: boolean }) {
  const actions = placedActions(def, 'record');
  // A record's actions (a campaign has nine) take a second line on a narrow window instead of
  // squeezing their labels over each other. Not a list's toolbar: its buttons come after the rows,
  // and a second line there would push the rows down (a layout shift).
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {actions}
      <Suspense fallback={<Pending />}>
        <RecordHistoryButton />
        <CopyLinkButton />
      </Suspense>
      {edit && <EditRecordButton />}
    </TopToolbar>
  );
}

export function GenericCreate() {
  const { def } = useDefinition();
  const { onError, onSuccess } = useSaveEffects('create');
  const [opening, setOpening] = useState(false);
  const translate = useTranslate();
  const created = (data: RaRecord) => {
    setOpening(true);
    onSuccess(data);
  };
  return (
    <FieldOverridesProvider value={def.fields ?? {}}>
      <Create
        title={translate('kabinet.form.create_title', { name: catalog.schemas.get(def.schema).title })}
        mutationOptions={{ onError, onSuccess: created }}
      >
        <OpeningSavedRecord opening={opening}>
          <GenericForm mode="create" />
        </OpeningSavedRecord>
      </Create>
    </FieldOverridesProvider>
  );
}

/** Pessimistic: a server error can never arrive after the user has left the form. */
export function GenericEdit() {
  const declared = useDeclaredAddress();
  if (declared) return <Navigate to={declared} replace />;
  return (
    <ConflictProvider>
      <GenericEditView />
    </ConflictProvider>
  );
}

function GenericEditView() {
  const { def } = useDefinition();
  const effects = useSaveEffects('edit');
  const onError = useRecordReadFailure();
  return (
    <FieldOverridesProvider value={def.fields ?? {}}>
      <Edit
        title={<RecordTitle def={def} />}
        mutationMode="pessimistic"
        redirect={false}
        mutationOptions={effects}
        queryOptions={{ onError }}
        actions={<RecordActions def={def} edit={false} />}
      >
        <GenericForm mode="edit" />
        <RelatedBelow def={def} />
      </Edit>
    </FieldOverridesProvider>
  );
}

export function GenericShow() {
  const { def, fields } = useDefinition();
  const onError = useRecordReadFailure();
  return (
    <FieldOverridesProvider value={def.fields ?? {}}>
      <Show
        title={<RecordTitle def={def} />}
        queryOptions={{ onError }}
        actions={<RecordActions def={def} edit={!def.disable?.includes('edit')} />}
      >
        <SimpleShowLayout>
          {fields
            .filter((f) => !f.writeOnly)
            .map((field) => (
              <Labeled key={field.source} label={field.label} source={field.source}>
                <FieldView field={field} />
              </Labeled>
            ))}
        </SimpleShowLayout>
        <RelatedBelow def={def} />
      </Show>
    </FieldOverridesProvider>
  );
}
