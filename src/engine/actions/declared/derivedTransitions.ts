import { catalog } from '../../load';
// The schema core's own module, not its index: that one brings ajv (schemaSet.ts) into the chunk.
import { operationsOf, type StateValue, type TransitionOperation } from '../../schema/operations';
import type { ActionIcon, ActionPlace, DeclaredAction } from '../../definition/declaredActions';
import type { ResourceAction, ResourceDefinition } from '../../definition/types';

/**
 * The buttons of a schema's transitions (x-operations), derived once here instead of written in
 * each resource file: a resource that names its texts (`transitions: { texts }`) gets, for every
 * state its operations can set, a button on the record's page (the operation naming one record by
 * `id` or by its path, else the one of a selection with the record's id alone) and one on the
 * selection bar (an operation listing `ids`; of two that can set a state, the one made for it
 * alone, such as a campaigns' «Остановить» call; an operation naming its record by its path is
 * called once per selected record). An operation whose state is chosen in a form over its body (a
 * moderator's decision) gets one button in each place instead.
 *
 * The texts under `<texts>.<state>`: `label`, `done` (a record, `%{name}`), `doneMany` (a selection,
 * `%{smart_count}`), and with the schema's `confirm` also `confirm`, `confirmMany`,
 * `confirmContent`; under `<texts>.form` the same for a chosen state plus `title`, `titleMany`,
 * `submit`; `<texts>.skipped` (records left as they were), `<texts>.failed` and, for one call per
 * record, `<texts>.partlyFailed` (`%{smart_count}` calls that failed). `%{state}` is the
 * new state's title everywhere.
 */

interface Candidate {
  operation: TransitionOperation & { name: string };
  to?: StateValue;
}

const transitionsOf = (schemaId: string) =>
  operationsOf(catalog.schemas.get(schemaId)).filter(
    (o): o is TransitionOperation & { name: string } => o.kind === 'transition',
  );

/** What `%{name}` of a record's texts reads: its `name`, else the field its schema names it by (x-label). */
function nameTemplate(schemaId: string): string {
  const schema = catalog.schemas.get(schemaId);
  return `{${schema.properties?.name ? 'name' : (schema['x-label'] ?? 'name')}}`;
}

/** An operation whose path names its one record (`/ssp/{id}/status`): a selection makes one call per record. */
const byPath = (operation: TransitionOperation) => !operation.id && !operation.ids && operation.path.includes('{id}');

/** The operation a place uses for a state: the one naming one record on a record's page, else the narrowest. */
function pick(candidates: Candidate[], place: ActionPlace): Candidate | undefined {
  const fits = candidates.filter(({ operation: o }) => byPath(o) || (place === 'bulk' ? !!o.ids : !!o.id || !!o.ids));
  const own = place === 'record' ? fits.filter((c) => !!c.operation.id || byPath(c.operation)) : [];
  return [...(own.length ? own : fits)].sort(
    (a, b) => a.operation.transitions.length - b.operation.transitions.length,
  )[0];
}

function stateAction(
  def: ResourceDefinition,
  texts: string,
  place: ActionPlace,
  { operation, to }: Candidate,
): DeclaredAction {
  const face = operation.transitions.find((t) => t.to === to)!;
  const key = `${texts}.${String(to)}`;
  const many = place === 'bulk';
  const confirm = face.confirm
    ? { confirm: { title: many ? `${key}.confirmMany` : `${key}.confirm`, content: `${key}.confirmContent` } }
    : {};
  // What both shapes of the button share: its name, its face, its place and its confirmation.
  const base: Pick<DeclaredAction, 'name' | 'label' | 'icon' | 'color' | 'on' | 'confirm'> = {
    name: `${operation.name}.${String(to)}.${place}`,
    label: `${key}.label`,
    ...(face.icon ? { icon: face.icon as ActionIcon } : {}),
    ...(face.color ? { color: face.color } : {}),
    on: [place],
    ...confirm,
  };
  // A selection of an operation that names one record by its path: one call per record, the
  // failures counted (`<texts>.partlyFailed`), like any declared call made for each.
  if (many && byPath(operation))
    return {
      ...base,
      call: {
        method: operation.method,
        path: operation.path,
        body: operation.state ? { [operation.state]: to } : {},
        bulk: 'each',
      },
      success: `${key}.doneMany`,
      failure: `${texts}.failed`,
      partlyFailed: `${texts}.partlyFailed`,
    };
  return {
    ...base,
    transition: { operation: operation.name, to },
    args: many
      ? { smart_count: '{result.affectedCount}', state: '{state}' }
      : { name: nameTemplate(def.schema), state: '{state}' },
    success: many ? `${key}.doneMany` : `${key}.done`,
    ...(many ? { skipped: `${texts}.skipped` } : {}),
    failure: `${texts}.failed`,
  };
}

/** A state chosen in a form over the operation's body; on a record's page its own values fill the form. */
function formAction(def: ResourceDefinition, texts: string, place: ActionPlace, operation: Candidate['operation']) {
  const body = catalog.schemas.get(operation.body!);
  const own = catalog.schemas.get(def.schema).properties ?? {};
  const fields = Object.keys(body.properties ?? {}).filter((f) => f !== operation.id && f !== operation.ids);
  const defaults = Object.fromEntries(
    fields.filter((f) => f !== operation.state && f in own).map((f) => [f, `{${f}}`]),
  );
  const many = place === 'bulk';
  const action: DeclaredAction = {
    name: `${operation.name}.${place}`,
    label: `${texts}.form.label`,
    ...(operation.icon ? { icon: operation.icon as ActionIcon } : {}),
    on: [place],
    transition: { operation: operation.name },
    form: {
      title: many ? `${texts}.form.titleMany` : `${texts}.form.title`,
      schema: operation.body!,
      fields,
      ...(many || !Object.keys(defaults).length ? {} : { defaults }),
      submit: `${texts}.form.submit`,
    },
    args: many ? { smart_count: '{result.affectedCount}', state: '{state}' } : { name: '{name}', state: '{state}' },
    success: many ? `${texts}.form.doneMany` : `${texts}.form.done`,
    ...(many ? { skipped: `${texts}.skipped` } : {}),
    failure: `${texts}.failed`,
  };
  return action;
}

/** The record and selection buttons of the resource's declared transitions, in the schema's order of states. */
export function transitionActions(def: ResourceDefinition): DeclaredAction[] {
  const texts = def.transitions?.texts;
  if (!texts) return [];
  const operations = transitionsOf(def.schema);
  const actions: DeclaredAction[] = [];
  for (const place of ['record', 'bulk'] as const) {
    const chosen = operations.find((o) => o.body && o.state && (place === 'bulk' ? o.ids : o.id || o.ids));
    if (chosen) {
      actions.push(formAction(def, texts, place, chosen));
      continue;
    }
    const states = [...new Set(operations.flatMap((o) => o.transitions.map((t) => t.to)))];
    for (const to of states) {
      const candidates = operations
        .filter((o) => o.transitions.some((t) => t.to === to))
        .filter((o) => o.state || o.transitions.length === 1)
        .map((operation) => ({ operation, to }));
      const found = pick(candidates, place);
      if (found) actions.push(stateAction(def, texts, place, found));
    }
  }
  return actions;
}

/**
 * The button above a table of another record's rows (x-related `operations`) for a transition that
 * matches records by the table's field: all of that record's rows at once, the body naming it
 * (`{ groupId: '{id}' }`). Words: `<state>.labelAll`, `<state>.doneAll` (`%{smart_count}`), `failed`.
 */
export function matchingAction(def: ResourceDefinition, name: string, field: string): DeclaredAction | undefined {
  const texts = def.transitions?.texts;
  const operation = transitionsOf(def.schema).find((o) => o.name === name);
  if (!texts || !operation?.match) return undefined;
  const to = operation.transitions[0].to;
  const face = operation.transitions[0];
  const key = `${texts}.${String(to)}`;
  return {
    name: `${operation.name}.${String(to)}.all`,
    label: `${key}.labelAll`,
    ...(face.icon ? { icon: face.icon as ActionIcon } : {}),
    ...(face.color ? { color: face.color } : {}),
    on: ['record'],
    ...(face.confirm ? { confirm: { title: `${key}.confirmAll`, content: `${key}.confirmContent` } } : {}),
    call: {
      method: operation.method,
      path: operation.path,
      body: { [field]: '{id}', ...(operation.state ? { [operation.state]: to } : {}) },
    },
    args: { smart_count: '{result.affectedCount}' },
    success: `${key}.doneAll`,
    failure: `${texts}.failed`,
  };
}

/** Every action of a resource: its transitions' (derived above), then those its file declares. */
export const actionsOf = (def: ResourceDefinition): (DeclaredAction | ResourceAction)[] => [
  ...transitionActions(def),
  ...(def.actions ?? []),
];
