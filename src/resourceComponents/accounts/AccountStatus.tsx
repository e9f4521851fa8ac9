import { Chip, CircularProgress, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext } from 'react-admin';
import { failureText } from '../../engine/actions';
import { schemaSet } from '../../engine';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { ACCOUNT_STATUS_TEXTS as T } from './guestMessages';

const COLOURS: Record<string, 'success' | 'error'> = { active: 'success', blocked: 'error' };

/** The Russian label of a status value, from the account schema's own `status` labels. */
function statusLabel(value: string): string {
  const schema = schemaSet.resolve(schemaSet.get('account').properties!.status);
  const choice = (schema.oneOf ?? []).find((o) => o.const === value);
  return String(choice?.title ?? value);
}

/**
 * The account's status on its page, read from the platform's status call (GET
 * /v2/accounts/{id}/status, docs/product.md#calls Accounts: the record is read «plus status»): a
 * blocked account is what an operator must see before moving money or changing guest access. It
 * is read again whenever the page's record changes (a new version after an action).
 */
export function AccountStatusChip() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const id = record ? String(record.id) : '';
  const status = useQuery({
    queryKey: ['kabinet', 'accountStatus', id, record?.version],
    queryFn: ({ signal }) => dataProvider.getAccountStatus(id, signal),
    enabled: !!id,
    retry: false,
  });
  if (!record) return null;
  if (status.isPending) return <CircularProgress size={18} aria-label={T.loading} />;
  if (status.isError)
    return (
      <Tooltip title={failureText(status.error, T.failed)}>
        <Chip size="small" variant="outlined" label={`${T.label}: ${T.unknown}`} />
      </Tooltip>
    );
  const value = status.data.status;
  return (
    <Chip
      size="small"
      data-testid="account-status"
      color={value ? COLOURS[value] : undefined}
      label={`${T.label}: ${value ? statusLabel(value) : T.unknown}`}
    />
  );
}
