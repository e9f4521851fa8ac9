import { Box } from '@mui/material';
import { Labeled } from 'react-admin';
import type { FieldDescriptor, FieldOf } from '../fieldKinds';
import { objectLayout } from '../objectLayout';
import { LayoutSections } from './objectLayout';
import { FieldView } from './render';

/**
 * A nested object on the show page: its fields as a group of labelled values, in the columns
 * and groups of its x-layout when the schema declares one (as its form does).
 */
export function ObjectField({ field }: { field: FieldOf<'object'> }) {
  const value = (sub: FieldDescriptor) =>
    sub.writeOnly ? null : (
      <Labeled key={sub.source} label={sub.label} source={sub.source}>
        <FieldView field={sub} />
      </Labeled>
    );
  const layout = objectLayout(field.fields, field.schema['x-layout']);
  if (layout) return <LayoutSections layout={layout} render={value} rowGap={2} />;
  return <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>{field.fields.map(value)}</Box>;
}
