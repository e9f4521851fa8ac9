import { Box, Stack, Typography } from '@mui/material';
import { NumberInput, SelectInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { type FieldDescriptor, requiredMark } from '../../engine';
import { vatOf } from '../../domain/vat';

const money = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The amount of an ORD report or invoice: VAT rate and the sum without VAT are typed, VAT and the
 * sum with it are shown as the server will compute them (vatOf), while typing.
 */
export function AmountInput({ source, label, field }: { source: string; label?: string; field: FieldDescriptor }) {
  const translate = useTranslate();
  const fields = 'fields' in field ? field.fields : [];
  const rate = fields.find((f) => f.name === 'vatRate');
  const excluding = fields.find((f) => f.name === 'excludingVat');
  const vatRate = useWatch({ name: `${source}.vatRate` }) as number | undefined;
  const excludingVat = useWatch({ name: `${source}.excludingVat` }) as number | undefined;
  const computed =
    typeof vatRate === 'number' && typeof excludingVat === 'number' ? vatOf(excludingVat, vatRate) : null;
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 1, mb: 2, width: '100%', maxWidth: 720 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectInput
          source={`${source}.vatRate`}
          label={rate?.label}
          choices={rate && 'choices' in rate ? rate.choices : []}
          validate={requiredMark}
          sx={{ minWidth: 160 }}
        />
        <NumberInput source={`${source}.excludingVat`} label={excluding?.label} validate={requiredMark} step={0.01} />
      </Stack>
      <Typography variant="body2" color="text.secondary" data-testid="amount-vat">
        {translate('kabinet.ordReports.vatLine', {
          vat: computed ? money.format(computed.vat) : '—',
          total: computed ? money.format(computed.includingVat) : '—',
        })}
      </Typography>
    </Box>
  );
}
