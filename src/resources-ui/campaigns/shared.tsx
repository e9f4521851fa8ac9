import { useSchemaValidator } from '../../engine/views/GenericForm';
import { failureText } from '../../providers/failures';
import { FormDialog, SchemaInputs, type FormDialogProps } from '../shared/FormDialog';

/**
 * What the campaign, group and creative actions share: how a failure is told, how a file is
 * saved, and a dialog whose form is generated from a (call body) schema like any other form.
 */
export { failureText };

/** Like failureText, but the server's field messages (when it sent some) rather than its summary. */
export function detailedFailure(error: unknown, retryLater: string): string {
  const errors = (error as { body?: { errors?: Record<string, unknown> } } | null)?.body?.errors;
  const texts = errors ? Object.values(errors).filter((v): v is string => typeof v === 'string') : [];
  return texts.length ? [...new Set(texts)].join('. ') : failureText(error, retryLater);
}

export { fileNameOf, progressIcon, saveBlob } from '../shared/download';

export interface SchemaDialogProps extends Omit<FormDialogProps, 'children' | 'validate' | 'maxWidth'> {
  /** The schema whose fields are the form (and whose validator runs before submit). */
  schemaId: string;
  /** Only these field sources, in this order (default: every field of the schema). */
  sources?: string[];
  /** Skip the schema's validator (when the form is a part of a bigger schema). */
  validateWithSchema?: boolean;
}

/** A dialog over a generated form: the same inputs, labels and Russian messages as the screens. */
export function SchemaDialog({ schemaId, sources, validateWithSchema = true, ...dialog }: SchemaDialogProps) {
  const validate = useSchemaValidator(schemaId);
  return (
    <FormDialog {...dialog} maxWidth="md" validate={validateWithSchema ? validate : undefined}>
      <SchemaInputs schemaId={schemaId} sources={sources} />
    </FormDialog>
  );
}
