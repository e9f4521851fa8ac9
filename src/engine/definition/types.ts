import type { ComponentType } from 'react';
import type { FieldDescriptor } from '../fieldKinds';
import type { SchemaRecords } from '../generated/records';
import type { CabinetType, MenuGroupKey, Permission } from '../schema/permissions';
import type { MENU_SECTIONS } from './menuMessages';
import type { DeclaredAction } from './declaredActions';

type Prev = [never, 0, 1, 2, 3, 4];
/** Dotted paths of a record type's fields ("finance.currency"); arrays are leaves. Depth-limited. */
export type FieldPath<T, D extends number = 4> = [D] extends [never]
  ? never
  : T extends object
    ? {
        [K in keyof T & string]: NonNullable<T[K]> extends readonly unknown[]
          ? K
          : NonNullable<T[K]> extends object
            ? K | `${K}.${FieldPath<NonNullable<T[K]>, Prev[D]>}`
            : K;
      }[keyof T & string]
    : never;

/** The field names a resource of schema S may name: checked by the compiler for known schemas. */
export type FieldName<S extends string> = S extends keyof SchemaRecords ? FieldPath<SchemaRecords[S]> : string;

export { MENU_GROUPS, MENU_SECTIONS } from './menuMessages';
export type MenuGroup = MenuGroupKey;
export type MenuSection = keyof typeof MENU_SECTIONS;

/**
 * What a field's override is rendered with: its source and label, and the engine's analysis of
 * the field (kind, choices, nested fields, its schema), so an override need not analyse the
 * schema again.
 */
export interface OverrideProps {
  source: string;
  label?: string;
  field: FieldDescriptor;
}

/** Replaces the generated component of one field in one place; the rest stays generated. */
export interface FieldOverride {
  /** Shown in lists and on the show page instead of the generated field. */
  Field?: ComponentType<OverrideProps>;
  /** Used in create and edit forms instead of the generated input. */
  Input?: ComponentType<OverrideProps>;
  /**
   * Used as the list filter of this field instead of the generated one (a dictionary select,
   * an id checked before it is sent, a period as two inputs).
   */
  Filter?: ComponentType<{ source: string; label?: string; alwaysOn?: boolean }>;
  /** The filter is always on screen (no «Добавить фильтр» step), like the search box. */
  alwaysOn?: boolean;
  /** The list column has no sort (a value the server computes for the request, not one it stores). */
  unsortable?: true;
  /**
   * A copy button beside the value in lists and on the show page (a debug id the user types into a
   * test device): translation keys of its label and of the toasts.
   */
  copy?: { label: string; success: string; failure: string };
  /**
   * A reference's input marks the choices a GET call of the platform lists (a row's `key`, default
   * `id`, naming the record: the campaigns under debug, GET /debug-rk) with `mark` after the name,
   * and tells `hint` under the input while a marked one is chosen (translation keys).
   */
  listed?: { path: string; key?: string; mark: string; hint: string };
  /**
   * Shown as the state a transition of the schema sets (x-operations): a chip named by the state's
   * title, filled in the colour of the transition to it, outlined where that transition has none.
   */
  state?: true;
  /**
   * A reference is shown as a link to the referenced record's card (from a log line straight to
   * the source that fails); the id itself when that record cannot be read.
   */
  link?: true;
}

/** An extra action: on a record (edit/show toolbar), on a selection (bulk bar) or on the list. */
export interface ResourceAction {
  /** Stable key, used in tests and i18n. */
  name: string;
  /** Rendered in the toolbar of the edit/show page (reads the record from context). */
  Record?: ComponentType;
  /** Rendered in the bulk-action bar of the list (reads selectedIds from the list context). */
  Bulk?: ComponentType;
  /** Rendered in the list's toolbar (reads filters and sort from the list context): exports, imports. */
  List?: ComponentType;
  /** `List` downloads the list's spreadsheet from the API, in place of the console's own «Экспорт». */
  exportsList?: true;
}

/**
 * A resource file's declaration: only what the schema cannot say.
 * Everything else (fields, labels, validation, the endpoint, the permission) comes from the schema.
 */
export interface ResourceConfig<S extends string = string> {
  /** `$id` of the entity's schema in schemas/. */
  schema: S;
  /** Route under /{cabinetId}/, e.g. "management/accounts" (docs/product.md#routes). */
  path: string;
  /**
   * Sub-paths of the list and edit screens when docs/product.md#routes names them
   * (users: "list" and "edit/:id"); the defaults are react-admin's ("" and ":id").
   */
  routes?: { list?: string; edit?: string };
  /** Menu placement; omitted for resources reached only from other screens. */
  menu?: { group: MenuGroup; order: number; label?: string; icon?: ComponentType; section?: MenuSection };
  /** Menu and list title, plural («Аккаунты»); record screens use the schema's title. */
  label?: string;
  list?: {
    /** Field names shown as columns, in order (default: the first six scalar fields). */
    columns?: FieldName<S>[];
    /** Field names offered as filters (search is added when the API supports it). */
    filters?: FieldName<S>[];
    /** Default sort. */
    sort?: { field: FieldName<S>; order: 'ASC' | 'DESC' };
    /** Full-text search box (`search` query parameter). */
    search?: boolean;
    perPage?: number;
    /**
     * i18n key of the text shown in place of the rows (and as an error toast) when the list
     * fails to load, e.g. docs/product.md#errors 'Не удалось загрузить логи'. Such a list's load is not fatal.
     */
    loadError?: string;
  };
  /** Screens this resource does not have (e.g. read-only logs have no create/edit). */
  disable?: ('create' | 'edit' | 'show' | 'delete')[];
  /** Per-field component replacements, keyed by field path ("finance.currency"). */
  fields?: Partial<Record<FieldName<S>, FieldOverride>>;
  /**
   * The buttons of the schema's transitions (x-operations), derived by the engine
   * (src/engine/actions/declared/derivedTransitions.ts): `texts` is the translation key under
   * which their words are, by state.
   */
  transitions?: { texts: string };
  /** Extra actions: declared (./declaredActions.ts), or a resource's own components. */
  actions?: (DeclaredAction | ResourceAction)[];
}

/** A loaded resource: its config plus what was derived from the file name and the schema. */
export interface ResourceDefinition extends ResourceConfig {
  /** File name without extension ("accounts"): the react-admin resource key. */
  key: string;
  schema: string;
  label: string;
  /** x-permission and x-cabinet of the schema: who may open it (schema/access.ts). */
  permissions: Permission[];
  anyPermission: boolean;
  cabinetTypes: CabinetType[];
  endpoint: string;
}

/** Declares a resource; the schema id ties its field names to the schema's generated record type. */
export function defineResource<S extends string>(config: ResourceConfig<S>): ResourceConfig {
  return config as unknown as ResourceConfig;
}
