import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import { useState } from 'react';
import {
  Button, Confirm, useDataProvider, useListContext, useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord,
} from 'react-admin';
import type { RunStatus } from '../../providers/calls/campaigns';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { failureText, progressIcon } from './shared';

const STATUS_WORD: Record<RunStatus, string> = {
  active: 'kabinet.campaigns.statusActive',
  paused: 'kabinet.campaigns.statusPaused',
  stopped: 'kabinet.campaigns.statusStopped',
};

/**
 * Run status of the open campaign (PUT /campaign/status): «Запустить» or «Приостановить», and
 * «Остановить» after a confirmation (a stopped campaign stays stopped: nothing is offered then).
 */
export function CampaignStatusButtons() {
  const record = useRecordContext<RaRecord & { name?: string; status?: RunStatus }>();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [busy, setBusy] = useState<RunStatus | null>(null);
  const [asking, setAsking] = useState(false);
  if (!record?.id || record.status === 'stopped') return null;

  const run = async (status: RunStatus) => {
    setBusy(status);
    try {
      await dataProvider.setCampaignStatus(String(record.id), status);
      notify('kabinet.campaigns.statusChanged', { type: 'success', messageArgs: { name: record.name, status: translate(STATUS_WORD[status]) } });
      refresh();
    } catch (error) {
      notify(failureText(error, translate('kabinet.campaigns.statusFailed')), { type: 'error' });
    } finally {
      setBusy(null);
      setAsking(false);
    }
  };

  const next: RunStatus = record.status === 'active' ? 'paused' : 'active';
  return (
    <>
      <Button label={next === 'active' ? 'kabinet.campaigns.run' : 'kabinet.campaigns.pause'} disabled={busy !== null} onClick={() => void run(next)}>
        {busy === next ? progressIcon : next === 'active' ? <PlayArrowIcon /> : <PauseIcon />}
      </Button>
      <Button label="kabinet.campaigns.stop" color="error" disabled={busy !== null} onClick={() => setAsking(true)}>
        {busy === 'stopped' ? progressIcon : <StopIcon />}
      </Button>
      <Confirm
        isOpen={asking}
        loading={busy !== null}
        title="kabinet.campaigns.stopTitle"
        content="kabinet.campaigns.stopContent"
        translateOptions={{ name: record.name }}
        confirm="kabinet.campaigns.stop"
        confirmColor="warning"
        onConfirm={() => void run('stopped')}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/** Bulk «Запустить» / «Приостановить» (PUT /campaign/manystatus); stopped ones are skipped and said so. */
export function CampaignBulkStatusButtons() {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [busy, setBusy] = useState<RunStatus | null>(null);

  const run = async (status: RunStatus) => {
    setBusy(status);
    try {
      const { affectedCount, skippedCount } = await dataProvider.setCampaignsStatus(selectedIds.map(String), status);
      const changed = translate('kabinet.campaigns.bulkStatusChanged', { smart_count: affectedCount });
      const skipped = skippedCount ? `. ${translate('kabinet.campaigns.bulkStatusSkipped', { smart_count: skippedCount })}` : '';
      notify(`${changed}${skipped}`, { type: skippedCount ? 'warning' : 'success' });
      onUnselectItems();
      refresh();
    } catch (error) {
      notify(failureText(error, translate('kabinet.campaigns.statusFailed')), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Button label="kabinet.campaigns.run" disabled={busy !== null} onClick={() => void run('active')}>
        {busy === 'active' ? progressIcon : <PlayArrowIcon />}
      </Button>
      <Button label="kabinet.campaigns.pause" disabled={busy !== null} onClick={() => void run('paused')}>
        {busy === 'paused' ? progressIcon : <PauseIcon />}
      </Button>
    </>
  );
}

/** Bulk «Остановить» (POST /v2/campaigns/stop) after a confirmation; the toast tells affectedCount. */
export function CampaignBulkStopButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const stop = async () => {
    setBusy(true);
    try {
      const { affectedCount } = await dataProvider.stopCampaigns(selectedIds.map(String));
      notify('kabinet.campaigns.stopped', { type: 'success', messageArgs: { smart_count: affectedCount } });
      onUnselectItems();
      refresh();
    } catch (error) {
      notify(failureText(error, translate('kabinet.campaigns.statusFailed')), { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <>
      <Button label="kabinet.campaigns.stop" color="error" disabled={busy} onClick={() => setAsking(true)}>
        {busy ? progressIcon : <StopIcon />}
      </Button>
      <Confirm
        isOpen={asking}
        loading={busy}
        title="kabinet.campaigns.bulkStopTitle"
        content="kabinet.campaigns.stopContent"
        translateOptions={{ smart_count: selectedIds.length }}
        confirm="kabinet.campaigns.stop"
        confirmColor="warning"
        onConfirm={() => void stop()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
