import type { ResourceHooks } from '../context';
import { usersHooks } from './users';

/**
 * Per-resource additions to the generic CRUD, keyed by schema `$id`. A resource with no entry
 * is plain CRUD driven by its schema alone; add a file here only for what a schema cannot say.
 */
export const RESOURCE_HOOKS: Readonly<Record<string, ResourceHooks>> = {
  user: usersHooks,
};
