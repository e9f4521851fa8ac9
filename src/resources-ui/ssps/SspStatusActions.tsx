import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlined';
import {
  Confirm, useDataProvider, useListContext, useNotify, useRecordContext, useRefresh, useTranslate, useUnselectAll,
} from 'react-admin';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { failureText } from '../../providers/failures';

const spinner = <CircularProgress size={16} color="inherit" />;

/** «Включить» / «Отключить» on the SSP card: PUT /ssp/{sysname}/status; switching off asks first. */
export function SspStatusButton() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const active = record.active === true;
  const name = String(record.name ?? record.id);

  const apply = async () => {
    setAsking(false);
    setBusy(true);
    try {
      await dataProvider.setSspStatus(String(record.id), !active);
      notify(active ? 'kabinet.ssps.deactivated' : 'kabinet.ssps.activated', { type: 'success', messageArgs: { name } });
      refresh();
    } catch (error) {
      notify(failureText(error, translate('kabinet.ssps.statusFailed')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        color={active ? 'warning' : 'success'}
        variant={active ? 'text' : 'contained'}
        disabled={busy}
        startIcon={busy ? spinner : active ? <PauseCircleOutlineIcon /> : <PowerSettingsNewIcon />}
        onClick={() => (active ? setAsking(true) : void apply())}
      >
        {translate(active ? 'kabinet.ssps.deactivate' : 'kabinet.ssps.activate')}
      </Button>
      <Confirm
        isOpen={asking}
        title={translate('kabinet.ssps.deactivateTitle', { name })}
        content={translate('kabinet.ssps.deactivateContent')}
        confirm={translate('kabinet.ssps.deactivate')}
        confirmColor="warning"
        onConfirm={() => void apply()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/** «Включить» / «Отключить» for the SSPs selected in the list; switching off asks first. */
export function SspBulkStatusButtons() {
  const { selectedIds, resource } = useListContext();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState<boolean | null>(null);

  const apply = async (active: boolean) => {
    setAsking(false);
    setBusy(active);
    const results = await Promise.allSettled(selectedIds.map((id) => dataProvider.setSspStatus(String(id), active)));
    const failedCount = results.filter((r) => r.status === 'rejected').length;
    const done = results.length - failedCount;
    if (done) notify(active ? 'kabinet.ssps.bulkActivated' : 'kabinet.ssps.bulkDeactivated', { type: 'success', messageArgs: { smart_count: done } });
    if (failedCount) notify('kabinet.ssps.bulkPartlyFailed', { type: 'error', messageArgs: { smart_count: failedCount } });
    setBusy(null);
    unselectAll();
    refresh();
  };

  return (
    <>
      <Button size="small" disabled={busy !== null} startIcon={busy === true ? spinner : <PowerSettingsNewIcon />} onClick={() => void apply(true)}>
        {translate('kabinet.ssps.activate')}
      </Button>
      <Button size="small" color="warning" disabled={busy !== null} startIcon={busy === false ? spinner : <PauseCircleOutlineIcon />} onClick={() => setAsking(true)}>
        {translate('kabinet.ssps.deactivate')}
      </Button>
      <Confirm
        isOpen={asking}
        title={translate('kabinet.ssps.bulkDeactivateTitle', { smart_count: selectedIds.length })}
        content={translate('kabinet.ssps.deactivateContent')}
        confirm={translate('kabinet.ssps.deactivate')}
        confirmColor="warning"
        onConfirm={() => void apply(false)}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
