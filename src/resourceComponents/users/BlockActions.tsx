import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useDataProvider, useGetIdentity, useListContext, useRecordContext, useRefresh } from 'react-admin';
import type { UserRecord } from '../../providers/calls/users';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { ActionButton, useBulkRun, useTell } from '../../engine';

/**
 * «Заблокировать» / «Разблокировать» on the user card (docs/product.md#states): blocking asks first; a
 * blocked user cannot sign in. Not offered on one's own card (the server refuses it too).
 */
export function BlockUserButton() {
  const record = useRecordContext<UserRecord>();
  const { identity } = useGetIdentity();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const refresh = useRefresh();
  const tell = useTell();
  if (!record?.id || (identity && String(identity.id) === String(record.id))) return null;
  const blocked = record.blocked === true;
  const name = record.login;

  const run = async (next: boolean) => {
    const done = await tell(() => dataProvider.setUserBlocked(String(record.id), next), {
      success: () => [next ? 'kabinet.users.blocked' : 'kabinet.users.unblocked', { name }],
      failure: next ? 'kabinet.users.blockFailed' : 'kabinet.users.unblockFailed',
    });
    if (done) refresh();
  };

  return blocked ? (
    <ActionButton label="kabinet.users.unblock" icon={<LockOpenIcon />} onRun={() => run(false)} />
  ) : (
    <ActionButton
      label="kabinet.users.block"
      color="error"
      icon={<BlockIcon />}
      confirm={{ title: 'kabinet.users.blockTitle', content: 'kabinet.users.blockContent', options: { name } }}
      onRun={() => run(true)}
    />
  );
}

/** Bulk «Заблокировать» (asks first) and «Разблокировать» over the selected users of the list. */
export function BulkBlockButtons() {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const refresh = useRefresh();
  const bulkRun = useBulkRun();

  const run = async (blocked: boolean) => {
    const failed = await bulkRun(selectedIds, (id) => dataProvider.setUserBlocked(id, blocked), {
      success: blocked ? 'kabinet.users.bulkBlocked' : 'kabinet.users.bulkUnblocked',
      failure: blocked ? 'kabinet.users.blockFailed' : 'kabinet.users.unblockFailed',
      partlyFailed: 'kabinet.users.bulkPartlyFailed',
    });
    if (!failed) onUnselectItems();
    refresh();
  };

  return (
    <>
      <ActionButton
        label="kabinet.users.block"
        color="error"
        icon={<BlockIcon />}
        confirm={{
          title: 'kabinet.users.bulkBlockTitle',
          content: 'kabinet.users.blockContent',
          options: { smart_count: selectedIds.length },
        }}
        onRun={() => run(true)}
      />
      <ActionButton label="kabinet.users.unblock" icon={<LockOpenIcon />} onRun={() => run(false)} />
    </>
  );
}
