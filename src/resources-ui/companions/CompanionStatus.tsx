import { useState, type MouseEvent } from 'react';
import { Button, CircularProgress, FormControlLabel, Switch } from '@mui/material';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import { useDataProvider, useListContext, useNotify, useRecordContext, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { failureText } from '../../providers/failures';

const stop = (e: MouseEvent) => e.stopPropagation(); // a click on the switch is not a click on the row

/**
 * The companion's on/off state as a switch, in the list and on the card:
 * PUT /v2/companions/{id}/status {enabled}, then the record is read again.
 */
export function CompanionEnabledSwitch({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const enabled = record[source] === true;
  const name = String(record.name ?? record.id);

  const toggle = async () => {
    setBusy(true);
    try {
      await dataProvider.setCompanionStatus(String(record.id), !enabled);
      notify(enabled ? 'kabinet.companions.turnedOff' : 'kabinet.companions.turnedOn', { type: 'success', messageArgs: { name } });
      refresh();
    } catch (error) {
      notify(failureText(error, translate('kabinet.companions.statusFailed')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormControlLabel
      onClick={stop}
      sx={{ m: 0, gap: 0.5, '& .MuiFormControlLabel-label': { fontSize: '0.875rem', minWidth: 72 } }}
      control={(
        <Switch
          size="small"
          checked={enabled}
          disabled={busy}
          onChange={() => void toggle()}
          slotProps={{ input: { 'aria-label': translate(enabled ? 'kabinet.companions.disable' : 'kabinet.companions.enable') + ` ${name}` } }}
        />
      )}
      label={busy ? <CircularProgress size={14} /> : translate(enabled ? 'kabinet.companions.enabled' : 'kabinet.companions.disabled')}
    />
  );
}

/** «Включить» / «Выключить» for the companions selected in the list. */
export function CompanionBulkStatusButtons() {
  const { selectedIds, resource } = useListContext();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const translate = useTranslate();
  const [busy, setBusy] = useState<boolean | null>(null);

  const apply = async (enabled: boolean) => {
    setBusy(enabled);
    const results = await Promise.allSettled(selectedIds.map((id) => dataProvider.setCompanionStatus(String(id), enabled)));
    const failedCount = results.filter((r) => r.status === 'rejected').length;
    const done = results.length - failedCount;
    if (done) notify(enabled ? 'kabinet.companions.bulkEnabled' : 'kabinet.companions.bulkDisabled', { type: 'success', messageArgs: { smart_count: done } });
    if (failedCount) notify('kabinet.companions.bulkPartlyFailed', { type: 'error', messageArgs: { smart_count: failedCount } });
    setBusy(null);
    unselectAll();
    refresh();
  };

  const icon = (on: boolean) => (busy === on ? <CircularProgress size={16} color="inherit" /> : <PowerSettingsNewIcon />);
  return (
    <>
      <Button size="small" disabled={busy !== null} startIcon={icon(true)} onClick={() => void apply(true)}>
        {translate('kabinet.companions.enable')}
      </Button>
      <Button size="small" color="warning" disabled={busy !== null} startIcon={icon(false)} onClick={() => void apply(false)}>
        {translate('kabinet.companions.disable')}
      </Button>
    </>
  );
}
