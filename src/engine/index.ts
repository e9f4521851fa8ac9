/**
 * The engine's public API: what the shell, resource files (resources/*.ts) and resource components
 * (src/resourceComponents/**) may import. Everything else under src/engine is internal; eslint.config.js
 * refuses a resource's import of it (docs/architecture.md#boundaries).
 */
// The declaration API first: resource files import it while the catalog (./load) is loading them.
export * from './definition';
// The custom actions' toolkit: one dialog, one action button, one way to tell a failure.
export * from './actions';
export { ActionDialog, type ActionDialogProps } from './actions/ActionDialog';
export { useBulkRun, useRunner } from './actions/outcome';
export { SchemaInputs, useSchemaFields } from './actions/SchemaInputs';
export { catalog, schemaSet } from './load';
export { resourceElements, listPath } from './resourceElements';
export { engineMessages } from './messages';

// Schemas read by resource components: fields, values, formats, permissions.
export { analyseEntity, analyseProperty, flattenFields } from './analyse';
export type { FieldDescriptor } from './fieldKinds';
export type { JsonSchema } from './schema/types';
export { pointersToNested, valueAt, writablePayload } from './schema/records';
export { FORMAT_CHECKS, FORMAT_MESSAGES, percentage } from './schema/formats';
export { REQUIRED_MESSAGE } from './schema/fieldErrors';
export { CABINET_TYPES, PERMISSIONS, type CabinetType, type Permission } from './schema/permissions';
export { referenceTarget } from './referenceName';
export { screenPath, useScreenPath } from './recordPaths';
export { fileRuleAt, type FileRule } from './schema/files';

// Pieces of the generated screens that a resource's own component reuses.
export { FieldInput } from './fields/fieldInput';
export { FieldView, requiredMark } from './fields/render';
export { EmptyValue } from './fields/displayFields';
export { formatRussianNumber } from './fields/russianNumber';
export { READABLE_WIDTH, SIDE_BY_SIDE_WIDTH } from './fields/readableWidth';
export { DateInput, DateTimeInput, DayField } from './fields/dateInputs';
export { DayPeriodFilter } from './fields/declaredFilters';
export { DictionarySelectInput, type DictionarySelectInputProps } from './fields/dictionarySelect';
export { useDictionary } from './fields/useDictionary';
export { FilePicker } from './fields/filePicker';
export { FilePreview } from './fields/filePreview';
export { copyText } from './views/CopyLinkButton';
export { useSchemaValidator } from './views/GenericForm';
export { useBackToList } from './views/listQuery';

import { catalog } from './load';
/** Every loaded resource definition (menu, permissions, routes). */
export const resources = catalog.resources;
