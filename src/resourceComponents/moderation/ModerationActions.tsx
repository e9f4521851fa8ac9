import FactCheckIcon from '@mui/icons-material/FactCheck';
import { useState } from 'react';
import {
  Button,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { ModerationQueue, ModerationStatus } from '../../providers/calls/moderation';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { useDictionary } from '../../engine';
import { ModerationStatusDialog, type ModerationStatusValues } from './ModerationStatusDialog';

interface QueueRecord extends RaRecord {
  name?: string;
  moderationStatus?: ModerationStatus;
  reason?: string;
}

/** The call, its toasts and the refresh, shared by the record and the bulk action. */
function useStatusChange(queue: ModerationQueue) {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { items } = useDictionary('moderationStatuses');
  const statusName = (status: string) => items?.find((i) => i.id === status)?.name ?? status;

  // A failure rejects: the dialog tells it and stays open with what was chosen.
  return async (ids: string[], values: ModerationStatusValues, name?: string): Promise<void> => {
    const { affectedCount } = await dataProvider.setModerationStatus(queue, { ids, ...values });
    const status = statusName(values.status);
    if (ids.length === 1 && name)
      notify('kabinet.moderation.changed', { type: 'success', messageArgs: { name, status } });
    else
      notify('kabinet.moderation.bulkChanged', {
        type: 'success',
        messageArgs: { status, smart_count: affectedCount },
      });
    refresh();
  };
}

/** «Изменить статус» of the record on screen (a creative or an app of the queue). */
function RecordStatusButton({ queue }: { queue: ModerationQueue }) {
  const record = useRecordContext<QueueRecord>();
  const translate = useTranslate();
  const change = useStatusChange(queue);
  const [open, setOpen] = useState(false);
  if (!record?.id) return null;
  const name = record.name ?? String(record.id);
  return (
    <>
      <Button label="kabinet.moderation.change" onClick={() => setOpen(true)}>
        <FactCheckIcon />
      </Button>
      {open && (
        <ModerationStatusDialog
          title={translate('kabinet.moderation.dialogTitle', { name })}
          ids={[String(record.id)]}
          initialStatus={record.moderationStatus}
          initialReason={record.reason}
          onSubmit={async (values) => {
            await change([String(record.id)], values, name);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** «Изменить статус» of the selected rows: one call for all of them (all or nothing). */
function BulkStatusButton({ queue }: { queue: ModerationQueue }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const translate = useTranslate();
  const change = useStatusChange(queue);
  const [open, setOpen] = useState(false);
  const ids = selectedIds.map(String);
  return (
    <>
      <Button label="kabinet.moderation.change" onClick={() => setOpen(true)}>
        <FactCheckIcon />
      </Button>
      {open && (
        <ModerationStatusDialog
          title={translate('kabinet.moderation.bulkDialogTitle', { smart_count: ids.length })}
          ids={ids}
          onSubmit={async (values) => {
            await change(ids, values);
            setOpen(false);
            onUnselectItems();
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

export const CreativeModerationButton = () => <RecordStatusButton queue="creatives" />;
export const CreativesBulkModerationButton = () => <BulkStatusButton queue="creatives" />;
export const AppModerationButton = () => <RecordStatusButton queue="apps" />;
export const AppsBulkModerationButton = () => <BulkStatusButton queue="apps" />;
