import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import { useState } from 'react';
import {
  Button, useDataProvider, useListContext, useNotify, useRecordContext, useRedirect, useRefresh, useResourceContext,
  useTranslate, type RaRecord,
} from 'react-admin';
import type { BidLogStart } from '../../providers/calls/tools';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { ActionButton, ActionDialog, failureText } from '../../engine';

const START_FIELDS = ['publisher', 'instanceType', 'count'];
const START_DEFAULTS = { instanceType: 'rtb', count: 100 };

/** «Запустить логирование» of the list's top bar (docs/product.md#states 'bid log start'): POST /v2/bidlogs. */
export function BidLogStartButton() {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);

  // A failure is a toast (docs/product.md#errors), told by the dialog, which stays open with what was typed.
  const start = async (values: Record<string, unknown>) => {
    const body = { publisher: String(values.publisher ?? '').trim(), instanceType: String(values.instanceType), count: Number(values.count) } satisfies BidLogStart;
    await dataProvider.startBidLog(body);
    notify('kabinet.bidLogs.started', { type: 'success', messageArgs: { publisher: body.publisher } });
    setOpen(false);
    refresh();
  };

  return (
    <>
      <Button label="kabinet.bidLogs.start" onClick={() => setOpen(true)}><PlayArrowIcon /></Button>
      {open && (
        <ActionDialog
          title={translate('kabinet.bidLogs.startTitle')}
          hint={translate('kabinet.bidLogs.startHint')}
          submitLabel={translate('kabinet.bidLogs.start')}
          schemaId="bidLog"
          sources={START_FIELDS}
          record={START_DEFAULTS}
          failure="kabinet.bidLogs.startFailed"
          onSubmit={start}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** Stops the given logs; the toasts name the publisher of one, or count several. */
function useStop() {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  return async (records: { id: string; publisher?: string }[]): Promise<boolean> => {
    try {
      await dataProvider.stopBidLogs(records.map((r) => r.id));
      if (records.length === 1) notify('kabinet.bidLogs.stopped', { type: 'success', messageArgs: { publisher: records[0].publisher ?? records[0].id } });
      else notify('kabinet.bidLogs.bulkStopped', { type: 'success', messageArgs: { smart_count: records.length } });
      return true;
    } catch (error) {
      notify(failureText(error, translate('kabinet.bidLogs.stopFailed')), { type: 'error' });
      return false;
    }
  };
}

/** «Остановить» on a bid log's page (docs/product.md#states 'bid log stop'): DELETE /v2/bidlogs, then back to the list. */
export function BidLogStopButton() {
  const record = useRecordContext<RaRecord & { publisher?: string }>();
  const resource = useResourceContext();
  const redirect = useRedirect();
  const stop = useStop();
  if (!record?.id) return null;
  const publisher = record.publisher ?? String(record.id);
  return (
    <ActionButton
      label="kabinet.bidLogs.stop"
      color="error"
      icon={<StopIcon />}
      confirm={{ title: 'kabinet.bidLogs.stopTitle', content: 'kabinet.bidLogs.stopContent', options: { publisher } }}
      onRun={async () => {
        if (await stop([{ id: String(record.id), publisher }])) redirect('list', resource);
      }}
    />
  );
}

/** «Остановить» over the selected rows: one call for all of them. */
export function BidLogBulkStopButton() {
  const { selectedIds, data, onUnselectItems } = useListContext<RaRecord & { publisher?: string }>();
  const refresh = useRefresh();
  const stop = useStop();
  const run = async () => {
    const records = selectedIds.map((id) => ({ id: String(id), publisher: data?.find((r) => r.id === id)?.publisher }));
    if (await stop(records)) onUnselectItems();
    refresh();
  };
  return (
    <ActionButton
      label="kabinet.bidLogs.stop"
      color="error"
      icon={<StopIcon />}
      confirm={{ title: 'kabinet.bidLogs.bulkStopTitle', content: 'kabinet.bidLogs.stopContent', options: { smart_count: selectedIds.length } }}
      onRun={run}
    />
  );
}
