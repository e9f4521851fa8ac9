/**
 * The toolkit of custom actions (part of the engine's public API, src/engine/index.ts): one dialog
 * over a call body's schema, one action button, one way to tell a failure in Russian.
 */
export { ActionButton, type ActionButtonProps, type ConfirmText } from './ActionButton';
export { ActionDialog, type ActionDialogProps } from './ActionDialog';
export { FAILURE_TEXTS, failureFields, failureText, fieldError, firstFieldError, hasFieldErrors, isRetryLater, retryAfterSeconds } from './failure';
export { useBulkRun, useRunner, useTell, type OutcomeTexts } from './outcome';
export { SchemaInputs, useSchemaFields } from './SchemaInputs';
