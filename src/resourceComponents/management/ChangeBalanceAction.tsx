import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { Box } from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import type { BalanceChange } from '../../providers/calls/agencies';
import { ActionDialog, valueAt } from '../../engine';
import { formatMoney } from './format';

/** What differs between the agency's and the account's balance action: one component, configured. */
export interface BalanceActionConfig {
  /** The dataProvider method of the resource's balance call. */
  call: 'changeAgencyBalance' | 'changeAccountBalance';
  /** Where the record keeps its balance and currency ("balance", "finance.balance"). */
  balance: string;
  currency: string;
  /** i18n key of the explanation shown in the dialog. */
  hint: string;
}

const BODY_FIELDS = ['action', 'money', 'comment'];

/** The balance record action (docs/product.md#entities "Balance update: action, money") of agencies and accounts. */
export function ChangeBalanceButton({ config }: { config: BalanceActionConfig }) {
  const record = useRecordContext();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const name = String(record.name ?? record.id);
  const currency = valueAt(record, config.currency);

  const submit = async (values: Record<string, unknown>) => {
    const body = values as unknown as BalanceChange;
    await dataProvider[config.call](String(record.id), body);
    const amount = formatMoney(body.money, currency);
    notify(
      body.action === 'deposit' ? 'kabinet.management.balance.deposited' : 'kabinet.management.balance.withdrawn',
      {
        type: 'success',
        messageArgs: { name, amount },
      },
    );
    setOpen(false);
    refresh();
  };

  return (
    <>
      <Button label="kabinet.management.balance.button" onClick={() => setOpen(true)}>
        <AccountBalanceWalletIcon />
      </Button>
      {open && (
        <ActionDialog
          title={translate('kabinet.management.balance.title', { name })}
          submitLabel={translate('kabinet.management.balance.submit')}
          schemaId="balanceChange"
          sources={BODY_FIELDS}
          failure="kabinet.management.balance.failed"
          record={{ action: 'deposit' }}
          hint={
            <>
              <Box component="span" sx={{ display: 'block', fontWeight: 500, color: 'text.primary', mb: 0.5 }}>
                {translate('kabinet.management.balance.current', {
                  amount: formatMoney(valueAt(record, config.balance), currency),
                })}
              </Box>
              {translate(config.hint)}
            </>
          }
          onSubmit={submit}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
