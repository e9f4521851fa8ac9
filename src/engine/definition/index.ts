/**
 * What a resource file (resources/*.ts) may use: the declaration and its types, and `withProps`
 * to bind a component's fixed props. Part of the engine's public API (src/engine/index.ts), kept
 * as its own entry so that a resource file, read with the shell, pulls in nothing else.
 */
export {
  defineResource,
  MENU_GROUPS,
  type FieldName,
  type FieldOverride,
  type FieldPath,
  type MenuGroup,
  type OverrideProps,
  type ResourceAction,
  type ResourceConfig,
  type ResourceDefinition,
} from './types';
export type {
  ActionAnswer,
  ActionForm,
  ActionIcon,
  ActionLink,
  ActionPlace,
  DeclaredAction,
  DeclaredCall,
} from './declaredActions';
export { withProps } from './withProps';
export { lazyExport } from './lazyUi';
// The permissions' Russian titles: the authorization screen's texts (read with the shell) show them.
export { PERMISSION_TITLES } from '../schema/permissionTitles';
