export * from './types';
export * from './schemaSet';
export * from './records';
export * from './formats';
export * from './permissions';
export * from './access';
export * from './accessText';
export { checkSchema, formatProblem, type SchemaProblem } from './checkSchema';
export { X_KEYWORDS } from './keywords';
