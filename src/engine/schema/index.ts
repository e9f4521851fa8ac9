export * from './types';
export * from './schemaSet';
export * from './records';
export * from './formats';
export * from './permissions';
export * from './access';
export { checkSchema, formatProblem, type SchemaProblem } from './checkSchema';
export { X_KEYWORDS } from './keywords';
