import GroupWorkIcon from '@mui/icons-material/GroupWork';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import type { RunStatus } from '../../providers/calls/campaigns';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { ActionDialog, useTell } from '../../engine';
import { RunStatusButtons } from '../shared/RunStatusButtons';

type GroupRecord = RaRecord & { name?: string; status?: RunStatus };

/** The group's run status (PUT /group/status) on its card. */
export function GroupStatusButtons() {
  return (
    <RunStatusButtons
      setStatus={(dataProvider, id, status) => dataProvider.setGroupStatus(id, status)}
      messages="kabinet.groups"
    />
  );
}

/**
 * «Состав группы» (PUT /group/campaigns): the group's campaigns picked in one list, starting from
 * those in it now; saving makes them the group's campaigns, exactly.
 */
export function GroupMembersButton() {
  const record = useRecordContext<GroupRecord>();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const refresh = useRefresh();
  const translate = useTranslate();
  const tell = useTell();
  const notify = useNotify();
  const [current, setCurrent] = useState<string[] | null>(null);
  if (!record?.id) return null;
  const id = String(record.id);

  const openDialog = async () => {
    const members = await tell(
      () => dataProvider.getList('management/campaigns', {
        filter: { groupId: id }, pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' },
      }),
      { failure: 'kabinet.groups.membersFailed' },
    );
    if (members) setCurrent(members.data.map((c) => String(c.id)));
  };

  const submit = async (values: Record<string, unknown>) => {
    const campaigns = Array.isArray(values.campaigns) ? values.campaigns.map(String) : [];
    const { affectedCount } = await dataProvider.setGroupCampaigns(id, campaigns);
    notify('kabinet.groups.membersSaved', { type: 'success', messageArgs: { smart_count: affectedCount } });
    setCurrent(null);
    refresh();
  };

  return (
    <>
      <Button label="kabinet.groups.members" onClick={() => void openDialog()}><GroupWorkIcon /></Button>
      {current && (
        <ActionDialog
          failure="kabinet.groups.membersFailed"
          maxWidth="md"
          title={`${translate('kabinet.groups.members')} «${record.name}»`}
          schemaId="groupMembers"
          record={{ campaigns: current }}
          hint={translate('kabinet.groups.membersHint')}
          submitLabel={translate('ra.action.save')}
          onSubmit={submit}
          onClose={() => setCurrent(null)}
        />
      )}
    </>
  );
}

/** The group card's own actions: its run status and its members (one lazy chunk for both). */
export function GroupRecordActions() {
  return (
    <>
      <GroupStatusButtons />
      <GroupMembersButton />
    </>
  );
}
