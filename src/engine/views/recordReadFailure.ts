import { useNotify, useRedirect, useResourceContext } from 'react-admin';
import { failureText } from '../actions/failure';
import { screenPath } from '../recordPaths';

/** Answers the shell acts on by itself (src/layout/shellState.tsx): 401/403 → sign-in, 404 → not-found. */
const HANDLED_BY_SHELL = new Set([401, 403, 404]);

/**
 * What a record screen does when its record cannot be read. react-admin's default toasts «the
 * item does not exist» and opens the list, which overrode the shell: an old link to a deleted
 * user flashed the not-found page, then landed on the users list (docs/product.md#errors: 404 → not-found,
 * and it stays). Those answers are the shell's alone; any other failure is told (the server's
 * words, or retry-later) and the list opens, as before, since the screen has nothing to show.
 */
export function useRecordReadFailure(): (error: unknown) => void {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext()!;
  return (error) => {
    const status = (error as { status?: number } | null)?.status;
    if (status !== undefined && HANDLED_BY_SHELL.has(status)) return;
    notify(failureText(error, 'ra.notification.http_error'), { type: 'error' });
    redirect(() => screenPath(resource, 'list'));
  };
}
