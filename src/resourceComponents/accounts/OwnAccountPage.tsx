import { Alert, Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { RecordContextProvider, Title, useGetOne } from 'react-admin';
import { catalog, FieldView, flattenFields } from '../../engine';
import { failureText } from '../../engine/actions';
import { getCabinetId } from '../../providers/storage';
import { AccountStatusChip } from './AccountStatus';
import { OWN_ACCOUNT_TEXTS as T } from './ownAccountMessages';

/** What the page shows of the account, in this order. */
const SHOWN = [
  'finance.currency',
  'finance.balance',
  'finance.creditLimit',
  'finance.commission',
  'finance.vatIncluded',
];

/**
 * The account of an account's own cabinet: the cabinet's id is its account's (the account
 * schema's x-self-cabinet), so it is read by that id, with its status from the platform's status
 * call; what may be changed (balance, guest access) stays with the agency.
 */
export default function OwnAccountPage() {
  const id = getCabinetId() ?? '';
  const def = catalog.byKey('accounts')!;
  const { data, isPending, error } = useGetOne(def.path, { id }, { enabled: !!id, retry: false });
  const fields = flattenFields(catalog.fields(def));
  const rows = SHOWN.map((source) => fields.find((f) => f.source === source)!);
  return (
    <Box sx={{ p: 2 }}>
      <Title title={T.title} />
      {isPending ? (
        <CircularProgress aria-label={T.loading} />
      ) : error || !data ? (
        <Alert severity="error">{failureText(error, T.failed)}</Alert>
      ) : (
        <RecordContextProvider value={data}>
          <Paper sx={{ p: 2, maxWidth: 640 }}>
            <Stack direction="row" useFlexGap sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', gap: 2 }}>
              <Typography variant="h5" component="h1">
                {String(data.name)}
              </Typography>
              <AccountStatusChip />
            </Stack>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}>
              {rows.map((field) => (
                <Box key={field.source} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {field.label}
                  </Typography>
                  {/* Written as on the account's page and in the list: money with kopecks, a code's label. */}
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    <FieldView field={field} />
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>
        </RecordContextProvider>
      )}
    </Box>
  );
}
