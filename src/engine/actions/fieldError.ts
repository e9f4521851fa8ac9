/**
 * The server's message for one field of a refused call (JSON Pointer "/cabinetId", or a plain
 * name), for a control that shows it in place (a panel's picker, a page's switch), not in a form.
 */
export function fieldError(error: unknown, field: string): string | undefined {
  const errors = (error as { body?: { errors?: Record<string, unknown> } | null } | null)?.body?.errors;
  const value = errors?.[`/${field}`] ?? errors?.[field];
  return typeof value === 'string' ? value : undefined;
}

/** The first field message of a refused call, whichever field it names (a file input's upload says it at the input). */
export function firstFieldError(error: unknown): string | undefined {
  const errors = (error as { body?: { errors?: Record<string, unknown> } | null } | null)?.body?.errors;
  const first = errors && Object.values(errors).find((v) => typeof v === 'string');
  return typeof first === 'string' ? first : undefined;
}
