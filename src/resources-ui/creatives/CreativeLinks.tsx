import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Alert, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import {
  AutocompleteInput, Button, Form, ReferenceInput, required, useDataProvider, useListContext, useNotify, useRecordContext, useRefresh,
  useTranslate, type RaRecord,
} from 'react-admin';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { failureText } from '../../engine';
import { progressIcon } from '../shared/download';

type CreativeRecord = RaRecord & { name?: string; parentId?: string; childrenIds?: string[] };
const CREATIVES = 'management/campaigns/creatives';

/** Picks a parent creative (not a child itself) and links `childrenIds` to it. */
function ParentDialog({ title, exclude, onDone, onClose }: { title: string; exclude: string[]; onDone(n: number): void; onClose(): void }) {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    setError(null);
    try {
      const { affectedCount } = await dataProvider.setCreativeLinks({ parentId: String(values.parentId), childrenIds: exclude });
      onDone(affectedCount);
    } catch (e) {
      setError(failureText(e, translate('kabinet.creatives.linksFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="creative-parent-title">
      <Form record={{}} onSubmit={(v: Record<string, unknown>) => submit(v)} noValidate>
        <DialogTitle id="creative-parent-title">{title}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('kabinet.creatives.linksHint')}</Typography>
          <ReferenceInput source="parentId" reference={CREATIVES}>
            <AutocompleteInput optionText="name" label="kabinet.creatives.linkParent" validate={required()} fullWidth />
          </ReferenceInput>
          {error && <Alert severity="error" role="alert">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onClose} disabled={busy}>{translate('kabinet.creatives.cancel')}</MuiButton>
          <MuiButton type="submit" variant="contained" disabled={busy} startIcon={busy ? progressIcon : undefined}>
            {translate('kabinet.creatives.link')}
          </MuiButton>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** Runs a PATCH /v2/creatives/children and tells the count. */
function useLinks() {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const run = async (body: Parameters<KabinetDataProvider['setCreativeLinks']>[0], done: string) => {
    setBusy(true);
    try {
      const { affectedCount } = await dataProvider.setCreativeLinks(body);
      notify(done, { type: 'success', messageArgs: { smart_count: affectedCount } });
      refresh();
      return true;
    } catch (error) {
      notify(failureText(error, translate('kabinet.creatives.linksFailed')), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** On the creative card: pick a parent, unlink from the parent, or unlink the children. */
export function CreativeLinksButtons() {
  const record = useRecordContext<CreativeRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { busy, run } = useLinks();
  const [open, setOpen] = useState(false);
  if (!record?.id) return null;
  const id = String(record.id);
  return (
    <>
      {!record.parentId && !record.childrenIds?.length && (
        <Button label="kabinet.creatives.links" onClick={() => setOpen(true)}><LinkIcon /></Button>
      )}
      {record.parentId && (
        <Button label="kabinet.creatives.unlink" disabled={busy} onClick={() => void run({ childrenIds: [id] }, 'kabinet.creatives.unlinked')}>
          {busy ? progressIcon : <LinkOffIcon />}
        </Button>
      )}
      {!!record.childrenIds?.length && (
        <Button label="kabinet.creatives.unlinkChildren" disabled={busy} onClick={() => void run({ parentsIds: [id] }, 'kabinet.creatives.unlinked')}>
          {busy ? progressIcon : <LinkOffIcon />}
        </Button>
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
  const { busy, run } = useLinks();
  const [open, setOpen] = useState(false);
  const ids = selectedIds.map(String);
  return (
    <>
      <Button label="kabinet.creatives.link" onClick={() => setOpen(true)}><LinkIcon /></Button>
      <Button label="kabinet.creatives.unlink" disabled={busy} onClick={() => void run({ childrenIds: ids }, 'kabinet.creatives.unlinked').then((ok) => ok && onUnselectItems())}>
        {busy ? progressIcon : <LinkOffIcon />}
      </Button>
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
