import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { useState } from 'react';
import {
  AutocompleteInput,
  Button,
  ReferenceInput,
  required,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { ActionButton, ActionDialog, useTell } from '../../engine';

type CreativeRecord = RaRecord & { name?: string; parentId?: string; childrenIds?: string[] };
const CREATIVES = 'management/campaigns/creatives';

/** Picks a parent creative (not a child itself) and links `childrenIds` to it. */
function ParentDialog({
  title,
  exclude,
  onDone,
  onClose,
}: {
  title: string;
  exclude: string[];
  onDone(n: number): void;
  onClose(): void;
}) {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const translate = useTranslate();
  const submit = async (values: Record<string, unknown>) => {
    const { affectedCount } = await dataProvider.setCreativeLinks({
      parentId: String(values.parentId),
      childrenIds: exclude,
    });
    onDone(affectedCount);
  };
  return (
    <ActionDialog
      title={title}
      hint={translate('kabinet.creatives.linksHint')}
      submitLabel="kabinet.creatives.link"
      failure="kabinet.creatives.linksFailed"
      record={{}}
      onSubmit={submit}
      onClose={onClose}
    >
      <ReferenceInput source="parentId" reference={CREATIVES}>
        <AutocompleteInput optionText="name" label="kabinet.creatives.linkParent" validate={required()} fullWidth />
      </ReferenceInput>
    </ActionDialog>
  );
}

/** Runs a PATCH /v2/creatives/children and tells the count. */
function useLinks() {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const refresh = useRefresh();
  const tell = useTell();
  return async (body: Parameters<KabinetDataProvider['setCreativeLinks']>[0], done: string) => {
    const result = await tell(() => dataProvider.setCreativeLinks(body), {
      success: ({ affectedCount }) => [done, { smart_count: affectedCount }],
      failure: 'kabinet.creatives.linksFailed',
    });
    if (result) refresh();
    return !!result;
  };
}

/** On the creative card: pick a parent, unlink from the parent, or unlink the children. */
export function CreativeLinksButtons() {
  const record = useRecordContext<CreativeRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const run = useLinks();
  const [open, setOpen] = useState(false);
  if (!record?.id) return null;
  const id = String(record.id);
  return (
    <>
      {!record.parentId && !record.childrenIds?.length && (
        <Button label="kabinet.creatives.links" onClick={() => setOpen(true)}>
          <LinkIcon />
        </Button>
      )}
      {record.parentId && (
        <ActionButton
          label="kabinet.creatives.unlink"
          icon={<LinkOffIcon />}
          onRun={() => run({ childrenIds: [id] }, 'kabinet.creatives.unlinked')}
        />
      )}
      {!!record.childrenIds?.length && (
        <ActionButton
          label="kabinet.creatives.unlinkChildren"
          icon={<LinkOffIcon />}
          onRun={() => run({ parentsIds: [id] }, 'kabinet.creatives.unlinked')}
        />
      )}
      {open && (
        <ParentDialog
          title={translate('kabinet.creatives.linksTitle', { name: record.name })}
          exclude={[id]}
          onDone={(n) => {
            notify('kabinet.creatives.linked', { type: 'success', messageArgs: { smart_count: n } });
            setOpen(false);
            refresh();
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** Over the selection: link to one parent, or unlink from their parents. */
export function CreativeBulkLinksButtons() {
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const run = useLinks();
  const [open, setOpen] = useState(false);
  const ids = selectedIds.map(String);
  return (
    <>
      <Button label="kabinet.creatives.link" onClick={() => setOpen(true)}>
        <LinkIcon />
      </Button>
      <ActionButton
        label="kabinet.creatives.unlink"
        icon={<LinkOffIcon />}
        onRun={() => run({ childrenIds: ids }, 'kabinet.creatives.unlinked').then((ok) => ok && onUnselectItems())}
      />
      {open && (
        <ParentDialog
          title={translate('kabinet.creatives.bulkLinkTitle', { smart_count: ids.length })}
          exclude={ids}
          onDone={(n) => {
            notify('kabinet.creatives.linked', { type: 'success', messageArgs: { smart_count: n } });
            setOpen(false);
            onUnselectItems();
            refresh();
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
