import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ArrayInput, SimpleFormIterator, SimpleFormIteratorClasses, TextInput, type Validator } from 'react-admin';
import type { FieldDescriptor, FieldOf } from '../fieldKinds';
import type { NestedInput } from './inputs';
import { objectLayout } from '../objectLayout';
import { LayoutSections } from './objectLayout';
import { READABLE_WIDTH, SIDE_BY_SIDE_WIDTH } from './readableWidth';

/**
 * Nested objects are real sub-forms: a titled group of the generated inputs of their fields,
 * addressed by dotted source ("finance.currency"), so react-hook-form and server errors reach them.
 * Laid out in columns and groups when the schema declares x-layout; `children` (a hint, a
 * failure) come under the title, before the fields.
 */
export function ObjectInput({
  field,
  mode,
  FieldInput,
  children,
}: {
  field: FieldOf<'object'>;
  mode: 'create' | 'edit';
  FieldInput: NestedInput;
  children?: ReactNode;
}) {
  const input = (sub: FieldDescriptor) => <FieldInput key={sub.source} field={sub} mode={mode} />;
  const layout = objectLayout(field.fields, field.schema['x-layout']);
  // Fields side by side need the room: a form of several columns may be wider.
  const wide = (layout?.columns ?? 1) > 1;
  return (
    <Box
      component="fieldset"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: 2,
        pb: 1,
        mb: 2,
        width: '100%',
        maxWidth: wide ? SIDE_BY_SIDE_WIDTH : READABLE_WIDTH,
      }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {field.label}
      </Typography>
      {children}
      {layout ? <LayoutSections layout={layout} render={input} /> : field.fields.map(input)}
    </Box>
  );
}

/**
 * A row's inputs share its width (as far as each one's own minimum allows), and a record picked
 * by its name (an autocomplete: a campaign's big list) gets twice the share of a code or a number.
 */
const ROW_SHARES = {
  [`& .${SimpleFormIteratorClasses.form} > *`]: { flex: { sm: '1 1 0' } },
  [`& .${SimpleFormIteratorClasses.form} > .MuiAutocomplete-root`]: { flexGrow: { sm: 2 } },
} as const;

/** A list of objects: add, remove and reorder rows, each row the generated inputs of the item. */
export function ArrayOfObjectsInput({
  field,
  mode,
  FieldInput,
}: {
  field: FieldOf<'array'>;
  mode: 'create' | 'edit';
  FieldInput: NestedInput;
}) {
  return (
    <ArrayInput
      source={field.source}
      label={field.label}
      sx={{ maxWidth: field.fields.length > 1 ? SIDE_BY_SIDE_WIDTH : READABLE_WIDTH }}
    >
      <SimpleFormIterator inline sx={ROW_SHARES}>
        {field.fields.map((sub) => (
          <FieldInput key={sub.source} field={sub} mode={mode} />
        ))}
      </SimpleFormIterator>
    </ArrayInput>
  );
}

const jsonValidator: Validator = (value) => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    JSON.parse(value);
    return undefined;
  } catch {
    return 'kabinet.field.json_invalid';
  }
};

/** The fallback for shapes the analyser does not know: edited as JSON text, parsed on save. */
export function JsonInput({ field }: { field: FieldOf<'json'> }) {
  return (
    <TextInput
      source={field.source}
      label={field.label}
      multiline
      minRows={3}
      fullWidth
      validate={jsonValidator}
      format={(v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v, null, 2))}
      parse={(text: string) => {
        try {
          return text.trim() === '' ? null : JSON.parse(text);
        } catch {
          return text;
        }
      }}
    />
  );
}
