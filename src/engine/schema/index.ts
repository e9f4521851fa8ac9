export * from './types';
export * from './schemaSet';
export * from './records';
export * from './formats';
export * from './permissions';
export * from './access';
export * from './accessText';
export { formatProblem, type SchemaProblem } from './checkSchema';
export * from './referenceFilter';
