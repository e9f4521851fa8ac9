/**
 * The light part of the custom actions' toolkit: the action button and how a failure is told.
 * A button that renders with the first list (an export) imports this entry, which brings no
 * forms; the dialog (./ActionDialog, over a call body's schema) and the hooks of bulk and busy
 * runs (./outcome) are exported with the rest of the engine's public API from src/engine/index.ts.
 */
export { ActionButton, type ActionButtonProps, type ConfirmText } from './ActionButton';
export { failureText, retryAfterSeconds } from './failure';
export { isRetryLater } from './retryLater';
export { fieldError } from './fieldError';
export { useTell, type OutcomeTexts } from './tell';
