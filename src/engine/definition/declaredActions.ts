/**
 * Actions a resource file declares instead of writing a component: a button on the record's page,
 * the list's selection bar or the list's top bar that asks first, opens a form over a schema,
 * calls the platform, tells the outcome and goes on (refresh, another screen). The engine renders
 * them (src/engine/actions/declared) with the toolkit's ActionButton and ActionDialog.
 *
 * Texts are translation keys. Values are templates: a string with `{name}` takes the record's
 * field (dotted paths too), `{result.x}` the call's answer, `{values.x}` the form's, `{ids}` and
 * `{count}` the selection's, `{selected.x}` the selected records' values of field x (a list),
 * `{filter.x}` the list's filter, `{today}` today's date the Russian way (a file's name),
 * `{daysAgo.N}` the day N days before today as YYYY-MM-DD (a period's default), `{utcOffset}` the
 * browser's time zone in minutes east of UTC (the platform's offsetTime). A string that is one `{…}` alone
 * keeps the value as it is (a list, an object); a string without braces is a constant.
 */

/** Where a declared action's button is: the record's page, the list's selection bar, the list's top bar. */
export type ActionPlace = 'record' | 'bulk' | 'list';

/**
 * The icons a declared action may show, by name (src/engine/actions/declared/icons.tsx draws each):
 * a resource file's action and a schema's transition name one, and `npm run check` names the
 * nearest of these for one that is none (scripts/lib/iconLint.ts).
 */
export const ACTION_ICON_NAMES = [
  'add',
  'back',
  'campaign',
  'copy',
  'debug',
  'delete',
  'done',
  'doneAll',
  'download',
  'edit',
  'group',
  'history',
  'image',
  'key',
  'list',
  'moderate',
  'pause',
  'pauseCircle',
  'playlistAdd',
  'power',
  'preview',
  'refresh',
  'send',
  'start',
  'stats',
  'stop',
  'table',
  'upload',
] as const;
export type ActionIcon = (typeof ACTION_ICON_NAMES)[number];

/** A call of the platform, made through the data provider. */
export interface DeclaredCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The platform's path: `/tools/debug/{campaignId}`. */
  path: string;
  /** The JSON body, values as templates; without it a form's values are the body. */
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  /** Request headers, values as templates (`If-Match: {version}`). */
  headers?: Record<string, string>;
  /** On the selection bar: one call per selected record (`each`), or one call for all of them (default). */
  bulk?: 'each' | 'once';
  /** The answer's `id` is read back as a record of this resource (a copy's name for its toast). */
  readBack?: true;
  /** The answer is a file handed to the browser under this name (a template). */
  download?: string;
  /**
   * The file is a spreadsheet of these fields of the resource's records, in this order, headed by
   * the schema's titles (x-excel-columns and x-excel-header, src/engine/actions/declared/spreadsheet.ts).
   */
  columns?: string[];
  /**
   * The body is sent as a multipart form: one part per value, text as it is, anything else as
   * JSON, a file the form picked (a field with `x-file.part`) as a file part.
   */
  multipart?: true;
}

/** A screen of the console: a resource's list (filtered), its create form (prefilled) or a record's page. */
export interface ActionLink {
  /** The resource's key (resources/<key>.ts); default: this resource. */
  resource?: string;
  type: 'list' | 'create' | 'edit';
  /** The record's id, for `edit`; a link whose id is missing is not offered. */
  id?: string;
  /** The list's filter. */
  filter?: Record<string, string>;
  /** The create form's prefilled values. */
  source?: Record<string, string>;
  /** Values of the route's `:params` (management/reservations/:reservationId/versioning). */
  params?: Record<string, string>;
  /**
   * A list as it was left (its filters, sort and page, remembered by every generated list), the
   * differing parameters of the screen's own query put over it (docs/product.md#routes).
   */
  back?: true;
}

/** A dialog's form before the call: fields of a schema (the same inputs and Russian messages as the screens). */
export interface ActionForm {
  title: string;
  hint?: string;
  /** The submit button's label; default: the action's. */
  submit?: string;
  /** `$id` of the form's schema; validated before anything is sent, only its writable fields are sent. */
  schema: string;
  /** Only these fields, in this order. */
  fields?: string[];
  /** Initial values. */
  defaults?: Record<string, unknown>;
  /** An initial value: the ids of another resource's records that match a filter (a group's campaigns). */
  load?: { field: string; resource: string; filter: Record<string, string> };
  /** Refuse an empty form with this text (every field optional, at least one needed). */
  nonEmpty?: string;
  /** Other fields filled from the platform when the user picks a value of one (FormFill). */
  fill?: FormFill;
  maxWidth?: 'xs' | 'sm' | 'md';
}

/**
 * When the user picks a value of the form's `field`, a GET call reads what goes with it and
 * fills the form's other fields (`values`: templates of `{result.x}` the answer, `{values.x}` the
 * form's, the record's fields), a missing value clearing its field: a campaign's current
 * retargeting segments once the campaign is picked. The form is not sent while the call runs.
 */
export interface FormFill {
  field: string;
  call: DeclaredCall & { method: 'GET' };
  values: Record<string, string>;
}

/** The call's answer shown in a dialog, instead of a toast. */
interface AnswerBase {
  /** Translation key of the dialog's title (it gets the action's arguments). */
  title: string;
  maxWidth?: 'xs' | 'sm' | 'md';
}

/** The answer as a table: rows of a schema, read where the answer is a list of them. */
export interface AnswerTable extends AnswerBase {
  /**
   * `$id` of the schema of a row: its titles head the columns, its kinds write the values (numbers
   * the Russian way), and a row that does not fit it is left out (a value out of its range).
   */
  schema: string;
  /** The row's fields shown, in this order. */
  columns: string[];
  /** A number column summed in a last row «Всего». */
  total?: string;
  /** On the selection bar: told (translation key, `smart_count`) when the table has fewer rows than records were selected. */
  dropped?: string;
}

/**
 * The answer as a page: HTML the platform drew (a player's preview), shown in a frame where no
 * script runs, in the frame's `ratio` (default "16 / 9"), with a `hint` (translation key) under it.
 */
export interface AnswerPage extends AnswerBase {
  page: { hint?: string; ratio?: string };
}

/**
 * The answer as one value the user hands on elsewhere (an SSP's user-matching key): the answer's
 * `field`, written as it is (selectable, in a fixed-width font) with a copy button, or the `empty`
 * text when the answer has none.
 */
export interface AnswerOneValue extends AnswerBase {
  value: {
    field: string;
    /** Told in place of the value when the answer has none (translation key). */
    empty: string;
    /** Told above the value (translation key). */
    hint?: string;
    /** The copy button's label and toasts (translation keys). */
    copy: { label: string; success: string; failure: string };
  };
  /**
   * A call made from the dialog that gives a new value (a new key): its answer's `field` is shown
   * in place of the old one and the screen is read again (the record's version moved on). A value
   * that is there is replaced only after the dialog asks `confirm`.
   */
  renew?: {
    call: DeclaredCall;
    /** The button's label while there is no value, and while there is one (translation keys). */
    label: string;
    again: string;
    confirm: string;
    success: string;
    failure: string;
  };
}

export type ActionAnswer = AnswerTable | AnswerPage | AnswerOneValue;

/**
 * A transition the schema declares (x-operations, src/engine/schema/operations.ts): the call is
 * the operation's (the record's id, or the selection's ids, and the new state in its body; the
 * record's version as If-Match), and on a record's page the button is offered by the record's
 * state: hidden while the record is in `to` already, disabled with the reason where the
 * operation does not allow `to` from its state (a stopped campaign).
 */
export interface ActionTransition {
  /** The operation's name in the schema's x-operations. */
  operation: string;
  /**
   * The state it sets. Without it the state is chosen in the action's form: the form's schema is
   * the operation's body and its field named by the operation's `state` (a moderator's decision);
   * on a record's page the form refuses, at that field, a state the record cannot go to.
   */
  to?: string | boolean;
}

export interface DeclaredAction {
  /** Stable key, used in tests. */
  name: string;
  /** Translation key of the button (and of the confirmation's button). */
  label: string;
  on: ActionPlace[];
  icon?: ActionIcon;
  color?: 'error' | 'warning' | 'success';
  /** A filled button: the one action a screen offers first (switching an SSP on). */
  contained?: true;
  /**
   * The button's accessible name adds its record's name (`args.name`): one of many alike, a row's
   * «Отметить прочитанным: Плановые работы» in a table of them.
   */
  named?: true;
  /** Offered only while the record's field has one of these values (a stopped group is final). */
  when?: { field: string; in: readonly (string | number | boolean)[] };
  /**
   * On a record's page: offered only while the record is (`is: true`) or is not (`is: false`) among
   * the rows a GET call of the platform lists, a row's `key` (default `id`) matching the record's id
   * (the campaigns under debug: GET /debug-rk). The row's fields are `{listed.x}` in the templates.
   * One read per page, whatever the number of actions that ask; nothing is offered until it answers,
   * and a list that cannot be read lists nothing.
   */
  listed?: { path: string; is: boolean; key?: string };
  /** Offered only to those who may do this on another resource (react-admin's access check). */
  permission?: { resource: string; action: 'list' | 'create' | 'edit' | 'show' | 'delete' };
  /** Arguments of every text of the action (confirmation, title, toast), as templates; numbers are written the Russian way. */
  args?: Record<string, string>;
  /** Ask first: translation keys of the confirmation's title and text. */
  confirm?: { title: string; content: string };
  form?: ActionForm;
  /** Exactly one of call, link, copy and transition. */
  call?: DeclaredCall;
  transition?: ActionTransition;
  link?: ActionLink;
  /** A value copied to the clipboard (a template). */
  copy?: string;
  /** Show the call's answer as a table, a page or one value (then nothing is refreshed and the selection stays). */
  answer?: ActionAnswer;
  /** The success toast (translation key); on the selection bar it gets `smart_count`. */
  success?: string;
  /**
   * A transition on the selection bar: the toast's addition when some records were left as they
   * were (translation key, `smart_count` of them, `reason` the first one's), told as a warning.
   */
  skipped?: string;
  /** On the selection bar, the toast when one record was selected: `args` read that record (its name, not a count). */
  successOne?: string;
  /** With `bulk: 'each'`: the toast when some calls failed for different reasons (`smart_count` of them). */
  partlyFailed?: string;
  /** The action's retry-later text (translation key), told when the call fails without the server's words. */
  failure?: string;
  /** The action's text (translation key) when the platform refuses it for the record's state (409) without words of its own. */
  conflict?: string;
  /** Where to go after success; default: the screen is refreshed (the selection cleared). */
  after?: ActionLink;
}
