import StorefrontIcon from '@mui/icons-material/Storefront';
import { Tooltip } from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { ActionDialog } from '../../engine';
import { formatMoney } from '../management/format';

const FIELDS = ['minimalCPM'];

/**
 * The self-service settings of an agency (PATCH /v2/agencies/{id}/selfservice {minimalCPM}).
 * docs/product.md#errors names the old console's defect: a failed update showed the success text. Here the
 * success text is shown only after the server accepted the value; a failure is an error toast.
 */
export function SelfServiceButton() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const name = String(record.name ?? record.id);
  const applicable = record.serviceModel === 'selfService';

  const submit = async (values: Record<string, unknown>) => {
    const saved = await dataProvider.updateAgencySelfService(String(record.id), {
      minimalCPM: values.minimalCPM as number,
    });
    notify('kabinet.agencies.selfService.saved', {
      type: 'success',
      messageArgs: { name, amount: formatMoney(saved.minimalCPM, record.currency) },
    });
    setOpen(false);
    refresh();
  };

  const button = (
    <Button
      label="kabinet.agencies.selfService.button"
      // A phone shows the icon alone; a disabled one is still named.
      aria-label={translate('kabinet.agencies.selfService.button')}
      onClick={() => setOpen(true)}
      disabled={!applicable}
    >
      <StorefrontIcon />
    </Button>
  );
  return (
    <>
      {applicable ? (
        button
      ) : (
        <Tooltip title={translate('kabinet.agencies.selfService.onlySelfService')}>
          <span>{button}</span>
        </Tooltip>
      )}
      {open && (
        <ActionDialog
          title={translate('kabinet.agencies.selfService.title', { name })}
          submitLabel={translate('kabinet.agencies.selfService.submit')}
          schemaId="agencySelfService"
          sources={FIELDS}
          failure="kabinet.agencies.selfService.failed"
          record={{ minimalCPM: record.minimalCPM }}
          hint={translate('kabinet.agencies.selfService.hint')}
          onSubmit={submit}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
