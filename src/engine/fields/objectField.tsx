import { Box } from '@mui/material';
import { Labeled } from 'react-admin';
import type { FieldOf } from '../fieldKinds';
import { FieldView } from './render';

/** A nested object on the show page: its fields as a group of labelled values. */
export function ObjectField({ field }: { field: FieldOf<'object'> }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
      {field.fields.filter((f) => !f.writeOnly).map((sub) => (
        <Labeled key={sub.source} label={sub.label} source={sub.source}>
          <FieldView field={sub} />
        </Labeled>
      ))}
    </Box>
  );
}
