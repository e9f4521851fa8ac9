import { failureText } from './failure';

/** No answer, a server failure, or nothing to show: the failures told by the action's retry-later text. */
export const isRetryLater = (error: unknown): boolean => !failureText(error, '');
