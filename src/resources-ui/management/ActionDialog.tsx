import type { ReactNode } from 'react';
import { schemaSet } from '../../engine/load';
import { writablePayload } from '../../engine/schema/records';
import { useSchemaValidator } from '../../engine/views/GenericForm';
import { FormDialog } from '../shared/FormDialog';

export { SchemaInputs } from '../shared/FormDialog';

export interface ActionDialogProps {
  title: string;
  submitLabel: string;
  /** Initial values of the form. */
  record?: Record<string, unknown>;
  /** The call body's schema: its validator runs before anything is sent (the server runs the same). */
  schemaId?: string;
  hint?: ReactNode;
  children: ReactNode;
  /** Resolves when done; resolving with nested field errors puts them on the fields and keeps the dialog. */
  onSubmit(values: Record<string, unknown>): Promise<Record<string, unknown> | void>;
  onClose(): void;
}

/** A record action's dialog over a call body's schema: validated and sent as its writable payload. */
export function ActionDialog({ record, schemaId, onSubmit, ...dialog }: ActionDialogProps) {
  const validate = useSchemaValidator(schemaId ?? '');
  return (
    <FormDialog
      {...dialog}
      defaultValues={record}
      validate={schemaId ? validate : undefined}
      onSubmit={(values) => onSubmit(schemaId ? writablePayload(schemaSet, schemaId, values) : values)}
    />
  );
}
