/**
 * One call of the platform as the contract document describes it, before it is written as an
 * OpenAPI operation (operation.ts). Entity calls are derived from the schemas (entityCalls.ts),
 * declared actions from the resource files (declaredCalls.ts), dictionaries from
 * src/domain/dictionaries.ts and the typed calls of src/providers/calls from typedCalls.ts.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a body or an answer is: a schema's `$id` (an entity or a call body), a list of them, or a shape. */
export type Shape =
  | {
      schema: string;
      /** Only the changed fields, null to remove one (a save); `fields` are filled in from the schema. */
      partial?: true;
      fields?: string[];
      /** Body fields beyond the schema's: the id in the body, a list sent as what was added and removed. */
      extra?: Record<string, 'string' | 'array'>;
      list?: true;
    }
  | { object: true }
  | { list: true }
  | { file: 'xlsx' | 'text' }
  | { none: true };

export interface Call {
  method: Method;
  /** OpenAPI path template: `/v2/accounts/{id}/status`. */
  path: string;
  /** Where the call comes from (an entity's list, a declared action, a typed call): the operation's summary. */
  summary: string;
  /** Query parameters by name; `required` ones must be sent. */
  query?: Record<string, { required?: true; type?: 'integer' | 'string' | 'boolean'; enum?: readonly string[] }>;
  /** The list's filters of this entity are parameters too (an export under the list's filter). */
  filtersOf?: string;
  /** Request headers beyond Authorization and Cabinet. */
  headers?: readonly string[];
  body?: Shape | { multipart: string };
  answer: Shape;
  /** 201 instead of 200 (an entity's create); `exact` 200: an entity's other calls. Else any 2xx. */
  created?: true;
  exact?: true;
  /** The answer carries the x-pagination-* headers. */
  paged?: true;
  /** Sign-in and password recovery: no token, no cabinet. */
  anonymous?: true;
}
