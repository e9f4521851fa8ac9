import {
  Alert,
  Box,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useDataProvider } from 'react-admin';
import { failureText } from '../../engine/actions';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { formatMoney } from '../management/format';
import { GUEST_PRICES_TEXTS as T } from './guestMessages';

/**
 * What the account's guests see as the price of each of its campaigns (GET
 * /agency/campaigns-guest-prices/{id}), beside the permissions that decide what else they see:
 * the agency sets guest access and checks the prices in one place (docs/product.md#entities Guest permissions).
 */
export function GuestPrices({ accountId }: { accountId: string }) {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const titleId = useId();
  const prices = useQuery({
    queryKey: ['kabinet', 'campaignsGuestPrices', accountId],
    queryFn: ({ signal }) => dataProvider.getCampaignsGuestPrices(accountId, signal),
    retry: false,
  });
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 1 }}>
      <Typography id={titleId} variant="subtitle2">
        {T.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {T.hint}
      </Typography>
      {prices.isPending ? (
        <CircularProgress size={20} aria-label={T.loading} />
      ) : prices.isError ? (
        <Alert severity="error">{failureText(prices.error, T.failed)}</Alert>
      ) : prices.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {T.none}
        </Typography>
      ) : (
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell>{T.campaign}</TableCell>
              <TableCell align="right">{T.cpm}</TableCell>
              <TableCell align="right">{T.cpc}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {prices.data.map((p) => (
              <TableRow key={p.campaignId}>
                <TableCell>{p.name}</TableCell>
                <TableCell align="right">{formatMoney(p.cpm, p.currency)}</TableCell>
                <TableCell align="right">{formatMoney(p.cpc, p.currency)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
