import { useState, type MouseEvent } from 'react';
import { CircularProgress, FormControlLabel, Switch } from '@mui/material';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import {
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUnselectAll,
} from 'react-admin';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { ActionButton, failureText, useBulkRun } from '../../engine';

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
      notify(enabled ? 'kabinet.companions.turnedOff' : 'kabinet.companions.turnedOn', {
        type: 'success',
        messageArgs: { name },
      });
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
      control={
        <Switch
          size="small"
          checked={enabled}
          disabled={busy}
          onChange={() => void toggle()}
          slotProps={{
            input: {
              'aria-label':
                translate(enabled ? 'kabinet.companions.disable' : 'kabinet.companions.enable') + ` ${name}`,
            },
          }}
        />
      }
      label={
        busy ? (
          <CircularProgress size={14} />
        ) : (
          translate(enabled ? 'kabinet.companions.enabled' : 'kabinet.companions.disabled')
        )
      }
    />
  );
}

/** «Включить» / «Выключить» for the companions selected in the list. */
export function CompanionBulkStatusButtons() {
  const { selectedIds, resource } = useListContext();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const bulkRun = useBulkRun();

  const apply = async (enabled: boolean) => {
    await bulkRun(selectedIds, (id) => dataProvider.setCompanionStatus(id, enabled), {
      success: enabled ? 'kabinet.companions.bulkEnabled' : 'kabinet.companions.bulkDisabled',
      failure: 'kabinet.companions.statusFailed',
      partlyFailed: 'kabinet.companions.bulkPartlyFailed',
    });
    unselectAll();
    refresh();
  };

  return (
    <>
      <ActionButton label="kabinet.companions.enable" icon={<PowerSettingsNewIcon />} onRun={() => apply(true)} />
      <ActionButton
        label="kabinet.companions.disable"
        color="warning"
        icon={<PowerSettingsNewIcon />}
        onRun={() => apply(false)}
      />
    </>
  );
}
