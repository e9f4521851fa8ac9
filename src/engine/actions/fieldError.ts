/**
 * The server's message for one field of a refused call (JSON Pointer "/cabinetId", or a plain
 * name), for a control that shows it in place (a panel's picker, a page's switch), not in a form.
 */
export function fieldError(error: unknown, field: string): string | undefined {
  const errors = (error as { body?: { errors?: Record<string, unknown> } | null } | null)?.body?.errors;
  const value = errors?.[`/${field}`] ?? errors?.[field];
  return typeof value === 'string' ? value : undefined;
}
