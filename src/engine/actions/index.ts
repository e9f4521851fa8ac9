/**
 * The light part of the custom actions' toolkit: the action button and how a failure is told.
 * A button that renders with the first list (an export) imports this entry, which brings no
 * forms; the dialog (./ActionDialog, over a call body's schema) is exported with the rest of the
 * engine's public API from src/engine/index.ts.
 */
export { ActionButton, type ActionButtonProps, type ConfirmText } from './ActionButton';
export { FAILURE_TEXTS, failureText, isRetryLater, retryAfterSeconds } from './failure';
export { fieldError } from './fieldError';
export { useTell, type OutcomeTexts } from './tell';
export { useBulkRun, useRunner } from './outcome';
