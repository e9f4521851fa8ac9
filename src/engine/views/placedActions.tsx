import type { ReactElement } from 'react';
import type { ActionPlace, DeclaredAction } from '../definition/declaredActions';
import { lazyUi } from '../definition/lazyUi';
import type { ResourceAction, ResourceDefinition } from '../definition/types';

// The declared actions' renderer is loaded with the first screen that has one (its own chunk).
const DeclaredActionButton = lazyUi(
  () => import('../actions/declared/DeclaredAction').then((m) => m.default),
  'DeclaredAction',
);

// A schema's transitions' buttons are derived in that chunk too (derivedTransitions.ts): the shell reads no operation.
const DerivedTransitionButtons = lazyUi(
  () => import('../actions/declared/DeclaredAction').then((m) => m.DerivedTransitionButtons),
  'DerivedTransitions',
);

const COMPONENT_OF: Record<ActionPlace, keyof Pick<ResourceAction, 'Record' | 'Bulk' | 'List'>> = {
  record: 'Record',
  bulk: 'Bulk',
  list: 'List',
};

const isDeclared = (action: DeclaredAction | ResourceAction): action is DeclaredAction => 'on' in action;

/** A resource's actions in one place (record toolbar, selection bar, list toolbar), declared or its own components, in its order. */
export function placedActions(def: ResourceDefinition, place: ActionPlace): ReactElement[] {
  const derived =
    def.transitions && place !== 'list' ? [<DerivedTransitionButtons key="transitions" def={def} place={place} />] : [];
  return derived.concat(
    (def.actions ?? []).flatMap((action, index) => {
      if (isDeclared(action)) {
        if (!action.on.includes(place)) return [];
        return [<DeclaredActionButton key={action.name ?? index} action={action} place={place} def={def} />];
      }
      const Own = action[COMPONENT_OF[place]];
      return Own ? [<Own key={action.name ?? index} />] : [];
    }),
  );
}

/**
 * The list's spreadsheet comes from the platform's API (every page under the list's filters) when
 * one of its list toolbar's actions downloads it: the console's own «Экспорт» of the rows on screen
 * is then not offered beside it, two buttons for one spreadsheet.
 */
export function exportsList(def: ResourceDefinition): boolean {
  return (def.actions ?? []).some((action) =>
    isDeclared(action) ? action.on.includes('list') && !!action.call?.download : !!(action.List && action.exportsList),
  );
}
