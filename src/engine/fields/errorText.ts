/** The first message of a form field's error, nested ones too (an object field's part, a list's item). */
export function errorText(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const nested of Object.values(error)) {
    const text = errorText(nested);
    if (text) return text;
  }
  return undefined;
}
