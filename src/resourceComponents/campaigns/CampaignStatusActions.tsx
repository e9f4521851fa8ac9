import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import { useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { RunStatus } from '../../providers/calls/campaigns';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { ActionButton, failureText, useTell } from '../../engine';
import { RunStatusButtons } from '../shared/RunStatusButtons';

/** Run status of the open campaign (PUT /campaign/status). */
export function CampaignStatusButtons() {
  return (
    <RunStatusButtons
      setStatus={(dataProvider, id, status) => dataProvider.setCampaignStatus(id, status)}
      messages="kabinet.campaigns"
    />
  );
}

/** Bulk «Запустить» / «Приостановить» (PUT /campaign/manystatus); stopped ones are skipped and said so. */
export function CampaignBulkStatusButtons() {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();

  const run = async (status: RunStatus) => {
    try {
      const { affectedCount, skippedCount } = await dataProvider.setCampaignsStatus(selectedIds.map(String), status);
      const changed = translate('kabinet.campaigns.bulkStatusChanged', { smart_count: affectedCount });
      const skipped = skippedCount
        ? `. ${translate('kabinet.campaigns.bulkStatusSkipped', { smart_count: skippedCount })}`
        : '';
      notify(`${changed}${skipped}`, { type: skippedCount ? 'warning' : 'success' });
      onUnselectItems();
      refresh();
    } catch (error) {
      notify(failureText(error, translate('kabinet.campaigns.statusFailed')), { type: 'error' });
    }
  };

  return (
    <>
      <ActionButton label="kabinet.campaigns.run" icon={<PlayArrowIcon />} onRun={() => run('active')} />
      <ActionButton label="kabinet.campaigns.pause" icon={<PauseIcon />} onRun={() => run('paused')} />
    </>
  );
}

/** Bulk «Остановить» (POST /v2/campaigns/stop) after a confirmation; the toast tells affectedCount. */
export function CampaignBulkStopButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const refresh = useRefresh();
  const tell = useTell();

  const stop = async () => {
    const result = await tell(() => dataProvider.stopCampaigns(selectedIds.map(String)), {
      success: ({ affectedCount }) => ['kabinet.campaigns.stopped', { smart_count: affectedCount }],
      failure: 'kabinet.campaigns.statusFailed',
    });
    if (result) {
      onUnselectItems();
      refresh();
    }
  };

  return (
    <ActionButton
      label="kabinet.campaigns.stop"
      color="error"
      icon={<StopIcon />}
      confirm={{
        title: 'kabinet.campaigns.bulkStopTitle',
        content: 'kabinet.campaigns.stopContent',
        options: { smart_count: selectedIds.length },
      }}
      onRun={stop}
    />
  );
}
