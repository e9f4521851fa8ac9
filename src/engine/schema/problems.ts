/**
 * A problem found in a schema file, with the file and the JSON path. Kept apart from
 * checkSchema (which compiles meta-schemas with ajv) so the browser can name problems
 * without carrying ajv's compiler.
 */
export interface SchemaProblem {
  file: string;
  /** JSON Pointer inside the file. */
  path: string;
  message: string;
}

export function formatProblem(p: SchemaProblem): string {
  return `${p.file}: ${p.path || '/'}: ${p.message}`;
}

/** A bad schema: the message names every problem with its file and JSON path. */
export class SchemaError extends Error {
  constructor(readonly problems: SchemaProblem[]) {
    super(`Ошибка в схемах:\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'SchemaError';
  }
}
