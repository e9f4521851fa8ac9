import type { SchemaProblem } from '../../src/engine/schema/checkSchema';
import { operationsOf, type SchemaSet } from '../../src/engine/schema';
import { ACTION_ICON_NAMES } from '../../src/engine/definition/declaredActions';
import type { ResourceConfig } from '../../src/engine/definition/types';
import { didYouMean } from './nameLint';

const KNOWN: readonly string[] = ACTION_ICON_NAMES;

function unknownIcon(file: string, path: string, icon: unknown): SchemaProblem[] {
  if (icon === undefined || (typeof icon === 'string' && KNOWN.includes(icon))) return [];
  const name = String(icon);
  return [
    {
      file,
      path,
      message: `нет значка "${name}"${didYouMean(name, KNOWN)}; есть: ${KNOWN.join(', ')}`,
    },
  ];
}

/**
 * The icons buttons are drawn with are named, not imported (a resource file is read with the
 * shell): an action of a resource file and a schema's transition (x-operations: each transition's
 * own, and the operation's for the button whose form chooses the state) name one of
 * ACTION_ICON_NAMES. A name that is none would draw no icon; the check names the nearest right one.
 */
export function lintActionIcons(set: SchemaSet, configs: Record<string, ResourceConfig>): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const [module, config] of Object.entries(configs)) {
    const file = `resources/${module.split('/').pop()}`;
    (config.actions ?? []).forEach((action, i) => {
      if ('icon' in action) problems.push(...unknownIcon(file, `/actions/${i}/icon`, action.icon));
    });
  }
  for (const schema of set.schemas.values()) {
    const file = `${schema.$id}.schema.json`;
    for (const operation of operationsOf(schema)) {
      if (operation.kind !== 'transition') continue;
      const at = `/x-operations/${operation.name}`;
      problems.push(...unknownIcon(file, `${at}/icon`, operation.icon));
      (operation.transitions ?? []).forEach((t, i) =>
        problems.push(...unknownIcon(file, `${at}/transitions/${i}/icon`, t.icon)),
      );
    }
  }
  return problems;
}
