export { catalog, schemaSet } from './load';
export { resourceElements, listPath } from './resourceElements';
export { defineResource, MENU_GROUPS, type MenuGroup, type ResourceConfig, type ResourceDefinition } from './resources/types';
export { engineMessages } from './messages';

import { catalog } from './load';
/** Every loaded resource definition (menu, permissions, routes). */
export const resources = catalog.resources;
