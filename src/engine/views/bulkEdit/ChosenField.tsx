import {
  Box,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  FormHelperText,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { Suspense, useId } from 'react';
import { FieldInput } from '../../fields/fieldInput';
import type { BulkHow } from './bulkChange';
import { BULK_EDIT_MESSAGES as TEXT } from './bulkEditMessages';
import { NUMERIC, type BulkField } from './bulkFields';

type How = BulkHow['how'];

/** One field of the form: ticked to change it, then how, then the value or the percentage. */
export function ChosenField({
  bulk,
  how,
  by,
  error,
  onHow,
  onBy,
}: {
  bulk: BulkField;
  how: How | undefined;
  by: string;
  error: string | undefined;
  onHow(how: How | undefined): void;
  onBy(text: string): void;
}) {
  const { field, title } = bulk;
  const numeric = NUMERIC.has(field.kind);
  const howId = useId();
  return (
    <Box sx={{ py: 0.25 }}>
      <FormControlLabel
        control={<Checkbox checked={!!how} onChange={(e) => onHow(e.target.checked ? 'set' : undefined)} />}
        label={title}
      />
      {how && (
        <Box sx={{ pl: 4, pb: 1 }}>
          {numeric && (
            <RadioGroup
              row
              aria-label={`${title}: ${TEXT.how}`}
              value={how}
              onChange={(e) => onHow(e.target.value as How)}
            >
              <FormControlLabel value="set" control={<Radio size="small" />} label={TEXT.set} />
              <FormControlLabel value="percent" control={<Radio size="small" />} label={TEXT.percent} />
              <FormControlLabel value="amount" control={<Radio size="small" />} label={TEXT.amount} />
            </RadioGroup>
          )}
          {how === 'set' ? (
            // An input's own code may load when first shown: the dialog stays while it comes.
            <Suspense fallback={<CircularProgress size={20} aria-label={TEXT.loadingInput} />}>
              <FieldInput field={{ ...field, label: title }} mode="edit" />
            </Suspense>
          ) : (
            <TextField
              id={howId}
              size="small"
              label={`${title}: ${how === 'percent' ? TEXT.byPercent : TEXT.byAmount}`}
              value={by}
              onChange={(e) => onBy(e.target.value)}
              error={!!error}
              helperText={TEXT.byHint}
              inputMode="decimal"
              sx={{ minWidth: 320 }}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          )}
          {error && (
            <FormHelperText error role="alert">
              {error}
            </FormHelperText>
          )}
        </Box>
      )}
    </Box>
  );
}
