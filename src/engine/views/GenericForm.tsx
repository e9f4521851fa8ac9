import { useEffect, useMemo } from 'react';
import { Stack, Typography } from '@mui/material';
import {
  DeleteButton,
  SaveButton,
  SimpleForm,
  Toolbar,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type RaRecord,
  type ValidateForm,
} from 'react-admin';
import { FieldInput } from '../fields/fieldInput';
import { useUploadsInFlight } from '../fields/uploadsInFlight';
import { catalog } from '../load';
import { schemaDefaults, withDefaults } from '../schema/defaults';
import { errorsAtInputs, pointersToNested, writablePayload } from '../schema/records';
import { EditConflictNotice } from './EditConflict';
import { FormDraft } from './FormDraft';
import { useDefinition } from './useDefinition';
import { screenPath } from '../recordPaths';

/**
 * The schema's validator (precompiled at build time, fetched when the form opens) runs on
 * submit, before anything reaches the network; its Russian messages land on their fields
 * (nested ones included; a required object's at its first input) and everything typed stays.
 */
export function useSchemaValidator(schemaId: string): ValidateForm {
  // Fetched when the form opens, so a connection lost while typing does not leave it without one.
  useEffect(() => catalog.schemas.preload?.(schemaId), [schemaId]);
  return useMemo(
    () => async (values) =>
      pointersToNested(
        errorsAtInputs(
          catalog.schemas,
          schemaId,
          (await catalog.schemas.validate(schemaId, writablePayload(catalog.schemas, schemaId, values))) ?? {},
        ),
      ),
    [schemaId],
  );
}

function FormToolbar({ canDelete }: { canDelete: boolean }) {
  const resource = useResourceContext()!;
  // Saving before a chosen file has reached the storage would save the record without it.
  const uploading = useUploadsInFlight();
  const translate = useTranslate();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <SaveButton disabled={uploading} />
        {uploading && (
          <Typography variant="body2" color="text.secondary" role="status">
            {translate('kabinet.form.wait_upload')}
          </Typography>
        )}
      </Stack>
      {/* After a delete, the list at the address its resource file declares (system/users/list). */}
      {canDelete && <DeleteButton mutationMode="pessimistic" redirect={() => screenPath(resource, 'list')} />}
    </Toolbar>
  );
}

export function GenericForm({ mode }: { mode: 'create' | 'edit' }) {
  const { def, fields } = useDefinition();
  const validate = useSchemaValidator(def.schema);
  const visible = fields.filter((f) => f.name !== 'id');
  const resource = useResourceContext()!;
  const record = useRecordContext();
  // A new record starts with the schema's defaults; a stored one shows a default where it lacks
  // the value, as the platform reads it (a switch the player shows must not read «off»).
  const defaults = useMemo(() => schemaDefaults(catalog.schemas, def.schema), [def.schema]);
  const defaultValues = (opened?: RaRecord) => withDefaults(defaults, opened ?? {});
  return (
    // noValidate: the browser's own checks (type="email", …) would stop the submit with an
    // English tooltip before the schema's Russian messages could land on the fields.
    <SimpleForm
      noValidate
      validate={validate}
      defaultValues={defaultValues}
      warnWhenUnsavedChanges
      toolbar={<FormToolbar canDelete={mode === 'edit' && !def.disable?.includes('delete')} />}
    >
      <FormDraft resource={resource} id={mode === 'edit' ? record?.id : undefined} />
      {mode === 'edit' && <EditConflictNotice />}
      {visible.map((field) => (
        <FieldInput key={field.source} field={field} mode={mode} />
      ))}
    </SimpleForm>
  );
}
