import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Button, useCanAccess, useRecordContext } from 'react-admin';
import { useScreenPath } from '../../engine';
import { Link } from 'react-router-dom';

const TRANSACTIONS_RESOURCE = 'management/agencies/transactions';

/** The list URL of a resource with a filter set, as react-admin's list reads it from the query. */
export function filteredList(pathname: string, filter: Record<string, unknown>) {
  return { pathname, search: `?${new URLSearchParams({ filter: JSON.stringify(filter) })}` };
}

/**
 * "Транзакции" on an agency or account: the journal filtered by it. Shown only to those who may
 * open the journal (manageAgency): a forbidden read would end the session.
 */
export function TransactionsButton({ field }: { field: 'agencyId' | 'accountId' }) {
  const record = useRecordContext();
  const screenPath = useScreenPath();
  const { canAccess } = useCanAccess({ resource: TRANSACTIONS_RESOURCE, action: 'list' });
  if (!record || !canAccess) return null;
  return (
    <Button
      label="kabinet.management.transactions"
      component={Link}
      to={filteredList(screenPath(TRANSACTIONS_RESOURCE, 'list'), { [field]: record.id })}
    >
      <ReceiptLongIcon />
    </Button>
  );
}
