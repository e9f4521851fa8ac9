import CampaignIcon from '@mui/icons-material/Campaign';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { ActionDialog, catalog, writablePayload } from '../../engine';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { FilteredListLink } from '../campaigns/CampaignCreativesLink';
import { XlsxButton } from '../campaigns/CampaignXlsx';

/**
 * «Изменить кампании» on the group card: a form of the settings PATCH /v2/groups/{id}/campaigns
 * can set (schemas/groupCampaigns.schema.json); the filled ones replace those of every campaign.
 */
export function GroupCampaignsPatchButton() {
  const record = useRecordContext<RaRecord & { name?: string; campaignCount?: number }>();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record?.id) return null;

  const submit = async (values: Record<string, unknown>) => {
    const body = writablePayload(catalog.schemas, 'groupCampaigns', values);
    if (!Object.keys(body).length) return translate('kabinet.groups.patchEmpty');
    const { affectedCount } = await dataProvider.patchGroupCampaigns(String(record.id), body);
    notify('kabinet.groups.patched', { type: 'success', messageArgs: { smart_count: affectedCount } });
    setOpen(false);
    refresh();
  };

  return (
    <>
      <Button label="kabinet.groups.patch" onClick={() => setOpen(true)}><EditNoteIcon /></Button>
      {open && (
        <ActionDialog
          failure="kabinet.groups.patchFailed"
          maxWidth="md"
          title={translate('kabinet.groups.patchTitle', { name: record.name })}
          schemaId="groupCampaigns"
          record={{}}
          hint={translate('kabinet.groups.patchHint')}
          submitLabel={translate('kabinet.groups.apply')}
          onSubmit={submit}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** «Кампании группы»: the campaigns list filtered on the group. */
export function GroupCampaignsLink() {
  return (
    <FilteredListLink resource="management/campaigns" filter={(id) => ({ groupId: id })} label="kabinet.groups.campaigns" icon={<CampaignIcon />} />
  );
}

/** «Выгрузить в XLSX» (GET /v2/groups.xlsx): the search of the list, narrowed to the selection when there is one. */
export function GroupsXlsxButton() {
  const { selectedIds, filterValues } = useListContext();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const search = (filterValues as { q?: string }).q;
  return (
    <XlsxButton
      label="kabinet.groups.xlsxList"
      fileName="Группы кампаний.xlsx"
      load={() => dataProvider.exportGroupsXlsx({ ids: selectedIds.map(String), search })}
    />
  );
}
