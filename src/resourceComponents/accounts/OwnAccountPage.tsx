import { Alert, Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { RecordContextProvider, Title, useGetOne } from 'react-admin';
import { catalog, formatRussianNumber, schemaSet, type JsonSchema } from '../../engine';
import { failureText } from '../../engine/actions';
import { getCabinetId } from '../../providers/storage';
import { AccountStatusChip } from './AccountStatus';
import { OWN_ACCOUNT_TEXTS as T } from './ownAccountMessages';

type Finance = {
  currency?: string;
  balance?: number;
  creditLimit?: number;
  commission?: number;
  vatIncluded?: boolean;
};

/** A field's schema in the account schema, by its dotted path. */
function fieldSchema(path: string): JsonSchema {
  let node = schemaSet.resolve(schemaSet.get('account'));
  for (const part of path.split('.')) node = schemaSet.resolve(node.properties![part]);
  return node;
}

const titleOf = (path: string) => String(fieldSchema(path).title ?? path);

/** A value as the account schema names it: its label, a number the Russian way, yes or no. */
function shown(path: string, value: unknown): string {
  if (value === undefined || value === null) return T.none;
  if (typeof value === 'boolean') return value ? T.yes : T.no;
  if (typeof value === 'number')
    return fieldSchema(path)['x-kind'] === 'percent' ? `${formatRussianNumber(value)} %` : formatRussianNumber(value);
  const choice = (fieldSchema(path).oneOf ?? []).find((o) => o.const === value);
  return String(choice?.title ?? value);
}

/**
 * The account of an account's own cabinet: the cabinet's id is its account's (the account
 * schema's x-self-cabinet), so it is read by that id, with its status from the platform's status
 * call; what may be changed (balance, guest access) stays with the agency.
 */
export default function OwnAccountPage() {
  const id = getCabinetId() ?? '';
  const resource = catalog.byKey('accounts')?.path ?? 'management/accounts';
  const { data, isPending, error } = useGetOne(resource, { id }, { enabled: !!id, retry: false });
  const finance = (data?.finance ?? {}) as Finance;
  const rows: [string, unknown][] = [
    ['finance.currency', finance.currency],
    ['finance.balance', finance.balance],
    ['finance.creditLimit', finance.creditLimit],
    ['finance.commission', finance.commission],
    ['finance.vatIncluded', finance.vatIncluded],
  ];
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
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
              <Typography variant="h5" component="h1">
                {String(data.name)}
              </Typography>
              <AccountStatusChip />
            </Stack>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}>
              {rows.map(([path, value]) => (
                <Box key={path} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {titleOf(path)}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {shown(path, value)}
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
