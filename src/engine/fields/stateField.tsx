import { Chip } from '@mui/material';
import { useFieldValue, useResourceContext } from 'react-admin';
import { catalog } from '../load';
import type { FieldDescriptor } from '../fieldKinds';
// The schema core's own module, not its index: that one brings ajv (schemaSet.ts) into the list's chunk.
import { operationsOf, stateTitle, type TransitionOperation } from '../schema/operations';
import { EmptyValue } from './displayFields';

/** The schema's transition that sets this field (x-operations), or undefined. */
function transitionSetting(resource: string | undefined, source: string): TransitionOperation | undefined {
  const def = resource ? catalog.byName(resource) : undefined;
  if (!def) return undefined;
  return operationsOf(catalog.schemas.get(def.schema)).find(
    (o): o is TransitionOperation & { name: string } => o.kind === 'transition' && o.field === source,
  );
}

/**
 * A state the schema's transition sets (`state: true` of a resource file's field), shown as a chip
 * named by the state's title: filled in the colour of the transition that sets it (an SSP that is
 * on, in green), outlined for a state no transition colours (an SSP switched off).
 */
export function StateField({ field }: { field: FieldDescriptor }) {
  const resource = useResourceContext();
  const value = useFieldValue({ source: field.source }) as unknown;
  const operation = transitionSetting(resource, field.source);
  if (value === undefined || value === null) return <EmptyValue />;
  const color = operation?.transitions.find((t) => t.to === value)?.color;
  const title = operation ? stateTitle(operation, field.schema, value) : String(value);
  return (
    <Chip
      size="small"
      variant={color ? 'filled' : 'outlined'}
      color={color ?? 'default'}
      label={title}
      sx={{ fontWeight: 500 }}
    />
  );
}
