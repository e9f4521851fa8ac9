import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { CircularProgress } from '@mui/material';
import { useState } from 'react';
import {
  Button, Confirm, useDataProvider, useGetIdentity, useListContext, useNotify, useRecordContext, useRefresh, useTranslate,
} from 'react-admin';
import type { UserRecord } from '../../providers/calls/users';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { failureText } from '../../providers/failures';

const progress = <CircularProgress size={16} />;

/**
 * «Заблокировать» / «Разблокировать» on the user card (SPEC.md §4): blocking asks first; a
 * blocked user cannot sign in. Not offered on one's own card (the server refuses it too).
 */
export function BlockUserButton() {
  const record = useRecordContext<UserRecord>();
  const { identity } = useGetIdentity();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!record?.id || (identity && String(identity.id) === String(record.id))) return null;
  const blocked = record.blocked === true;
  const name = record.login;

  const run = async (next: boolean) => {
    setBusy(true);
    try {
      await dataProvider.setUserBlocked(String(record.id), next);
      notify(next ? 'kabinet.users.blocked' : 'kabinet.users.unblocked', { type: 'success', messageArgs: { name } });
      refresh();
    } catch (error) {
      notify(failureText(error, translate(next ? 'kabinet.users.blockFailed' : 'kabinet.users.unblockFailed')), { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <>
      <Button
        label={blocked ? 'kabinet.users.unblock' : 'kabinet.users.block'}
        color={blocked ? 'primary' : 'error'}
        disabled={busy}
        onClick={() => (blocked ? void run(false) : setAsking(true))}
      >
        {busy ? progress : blocked ? <LockOpenIcon /> : <BlockIcon />}
      </Button>
      <Confirm
        isOpen={asking}
        loading={busy}
        title="kabinet.users.blockTitle"
        content="kabinet.users.blockContent"
        translateOptions={{ name }}
        confirm="kabinet.users.block"
        confirmColor="warning"
        onConfirm={() => void run(true)}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/** Bulk «Заблокировать» (asks first) and «Разблокировать» over the selected users of the list. */
export function BulkBlockButtons() {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState<boolean | null>(null);

  const run = async (blocked: boolean) => {
    setBusy(blocked);
    const results = await Promise.allSettled(selectedIds.map((id) => dataProvider.setUserBlocked(String(id), blocked)));
    const done = results.filter((r) => r.status === 'fulfilled').length;
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (done) notify(blocked ? 'kabinet.users.bulkBlocked' : 'kabinet.users.bulkUnblocked', { type: 'success', messageArgs: { smart_count: done } });
    if (failed.length) {
      // One reason for every failure (the server's words, or retry-later) is told as it is.
      const retryLater = translate(blocked ? 'kabinet.users.blockFailed' : 'kabinet.users.unblockFailed');
      const reasons = [...new Set(failed.map((f) => failureText(f.reason, retryLater)))];
      notify(reasons.length === 1 ? reasons[0] : translate('kabinet.users.bulkPartlyFailed', { smart_count: failed.length }), { type: 'error' });
    }
    setBusy(null);
    setAsking(false);
    if (!failed.length) onUnselectItems();
    refresh();
  };

  return (
    <>
      <Button label="kabinet.users.block" color="error" disabled={busy !== null} onClick={() => setAsking(true)}>
        {busy === true ? progress : <BlockIcon />}
      </Button>
      <Button label="kabinet.users.unblock" disabled={busy !== null} onClick={() => void run(false)}>
        {busy === false ? progress : <LockOpenIcon />}
      </Button>
      <Confirm
        isOpen={asking}
        loading={busy !== null}
        title="kabinet.users.bulkBlockTitle"
        content="kabinet.users.blockContent"
        translateOptions={{ smart_count: selectedIds.length }}
        confirm="kabinet.users.block"
        confirmColor="warning"
        onConfirm={() => void run(true)}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
