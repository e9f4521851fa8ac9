import type { ComponentType, ReactElement } from 'react';
import type { Permission } from '../schema/permissions';

/** Side-menu groups of SPEC.md §2, in menu order. */
export const MENU_GROUPS = {
  system: 'Системные настройки',
  management: 'Управление',
  moderation: 'Модерация',
  tools: 'Инструменты',
  reports: 'Отчёты',
} as const;
export type MenuGroup = keyof typeof MENU_GROUPS;

/** Replaces the generated component of one field in one place; the rest stays generated. */
export interface FieldOverride {
  /** Shown in lists and on the show page instead of the generated field. */
  Field?: ComponentType<{ source: string; label?: string }>;
  /** Used in create and edit forms instead of the generated input. */
  Input?: ComponentType<{ source: string; label?: string }>;
}

/** An extra action on a record (edit page toolbar and list row) or on a selection (bulk). */
export interface ResourceAction {
  /** Stable key, used in tests and i18n. */
  name: string;
  /** A component rendered in the toolbar of the edit/show page (reads the record from context). */
  Record?: ComponentType;
  /** A component rendered in the bulk-action bar of the list. */
  Bulk?: ComponentType;
}

/**
 * A resource file's declaration: only what the schema cannot say.
 * Everything else (fields, labels, validation, the endpoint, the permission) comes from the schema.
 */
export interface ResourceConfig {
  /** `$id` of the entity's schema in schemas/. */
  schema: string;
  /** Route under /{cabinetId}/, e.g. "management/accounts" (SPEC.md §2). */
  path: string;
  /**
   * Sub-paths of the list and edit screens when SPEC.md §2 names them
   * (users: "list" and "edit/:id"); the defaults are react-admin's ("" and ":id").
   */
  routes?: { list?: string; edit?: string };
  /** Menu placement; omitted for resources reached only from other screens. */
  menu?: { group: MenuGroup; order: number; label?: string; icon?: ComponentType };
  /** Menu and list title, plural («Аккаунты»); record screens use the schema's title. */
  label?: string;
  list?: {
    /** Field names shown as columns, in order (default: the first six scalar fields). */
    columns?: string[];
    /** Field names offered as filters (search is added when the API supports it). */
    filters?: string[];
    /** Default sort. */
    sort?: { field: string; order: 'ASC' | 'DESC' };
    /** Full-text search box (`search` query parameter). */
    search?: boolean;
    perPage?: number;
  };
  /** Screens this resource does not have (e.g. read-only logs have no create/edit). */
  disable?: ('create' | 'edit' | 'show' | 'delete')[];
  /** Per-field component replacements, keyed by field path ("finance.currency"). */
  fields?: Record<string, FieldOverride>;
  actions?: ResourceAction[];
}

/** A loaded resource: its config plus what was derived from the file name and the schema. */
export interface ResourceDefinition extends ResourceConfig {
  /** File name without extension ("accounts"): the react-admin resource key. */
  key: string;
  schema: string;
  label: string;
  permissions: Permission[];
  endpoint: string;
}

export type ResourceElement = ReactElement;

export function defineResource(config: ResourceConfig): ResourceConfig {
  return config;
}
