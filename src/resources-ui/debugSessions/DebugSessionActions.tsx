import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import BugReportIcon from '@mui/icons-material/BugReport';
import ReplayIcon from '@mui/icons-material/Replay';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import {
  Button, useCanAccess, useDataProvider, useFieldValue, useListContext, useNotify, useRecordContext, useRedirect,
  useRefresh, useTranslate, type RaRecord,
} from 'react-admin';
import { ActionButton, ActionDialog, catalog, copyText, failureText, useBulkRun } from '../../engine';
import type { DebugSession } from '../../providers/calls/tools';
import type { KabinetDataProvider } from '../../providers/dataProvider';

/** The debug sessions' route (react-admin resource name), from the resource file. */
const sessionsPath = () => catalog.byKey('debugSessions')?.path ?? 'tools/debug';
const START_FIELDS = ['campaignId', 'note'];

/** Starts (or restarts) a campaign's session; the toasts of docs/product.md#errors. */
function useStart() {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  return async (campaignId: string, options: { targets?: DebugSession['targets']; note?: string } = {}): Promise<DebugSession | null> => {
    try {
      const session = await dataProvider.startDebugSession(campaignId, options);
      notify('kabinet.debugSessions.started', { type: 'success' });
      return session;
    } catch (error) {
      notify(failureText(error, translate('kabinet.debugSessions.startFailed')), { type: 'error' });
      return null;
    }
  };
}

/** Copies a debug id to the clipboard, with its toasts. */
function useCopy() {
  const notify = useNotify();
  return async (debugId: string) => {
    try {
      await copyText(debugId);
      notify('kabinet.debugSessions.copied', { type: 'success' });
    } catch {
      notify('kabinet.debugSessions.copyFailed', { type: 'error' });
    }
  };
}

/** «Запустить отладку» of the sessions list: a campaign picked by name (its id), then the session's page. */
export function DebugSessionStartButton() {
  const translate = useTranslate();
  const redirect = useRedirect();
  const start = useStart();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="kabinet.debugSessions.start" onClick={() => setOpen(true)}><BugReportIcon /></Button>
      {open && (
        <ActionDialog
          title={translate('kabinet.debugSessions.startTitle')}
          hint={translate('kabinet.debugSessions.startHint')}
          submitLabel={translate('kabinet.debugSessions.start')}
          schemaId="debugSession"
          sources={START_FIELDS}
          failure="kabinet.debugSessions.startFailed"
          onSubmit={async (values) => {
            const note = typeof values.note === 'string' && values.note.trim() ? values.note.trim() : undefined;
            const session = await start(String(values.campaignId), { note });
            if (!session) return;
            setOpen(false);
            redirect('edit', sessionsPath(), session.campaignId);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/**
 * «Запустить отладку» for a record whose id is a campaign's (a campaign's page): offered to those
 * who may run debug sessions; opens the session's page with its debug id.
 */
export function CampaignDebugButton() {
  const record = useRecordContext();
  const redirect = useRedirect();
  const start = useStart();
  const { canAccess } = useCanAccess({ resource: sessionsPath(), action: 'create' });
  if (!record?.id || !canAccess) return null;
  const run = async () => {
    const session = await start(String(record.id));
    if (session) redirect('edit', sessionsPath(), session.campaignId);
  };
  return <ActionButton label="kabinet.debugSessions.start" icon={<BugReportIcon />} onRun={run} />;
}

interface SessionRecord extends RaRecord {
  campaignId: string;
  debugId?: string;
  targets?: DebugSession['targets'];
}

/** The session page's actions: copy the debug id, restart (a new id, same targets), delete. */
export function DebugSessionRecordActions() {
  const record = useRecordContext<SessionRecord>();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const translate = useTranslate();
  const start = useStart();
  const copy = useCopy();
  if (!record?.id) return null;
  const campaignId = String(record.campaignId ?? record.id);

  const restart = async () => {
    if (await start(campaignId, { targets: record.targets })) refresh();
  };
  const remove = async () => {
    try {
      await dataProvider.deleteDebugSession(campaignId);
      notify('kabinet.debugSessions.deleted', { type: 'success' });
      redirect('list', sessionsPath());
    } catch (error) {
      notify(failureText(error, translate('kabinet.debugSessions.deleteFailed')), { type: 'error' });
    }
  };

  return (
    <>
      {record.debugId && (
        <Button label="kabinet.debugSessions.copy" onClick={() => void copy(record.debugId!)}><ContentCopyIcon /></Button>
      )}
      <ActionButton label="kabinet.debugSessions.restart" icon={<ReplayIcon />} onRun={restart} />
      <ActionButton
        label="kabinet.debugSessions.delete"
        color="error"
        icon={<DeleteIcon />}
        confirm={{ title: 'kabinet.debugSessions.deleteTitle', content: 'kabinet.debugSessions.deleteContent' }}
        onRun={remove}
      />
    </>
  );
}

/** «Удалить» over the selected sessions. */
export function DebugSessionBulkDeleteButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const refresh = useRefresh();
  const bulkRun = useBulkRun();
  const run = async () => {
    const failed = await bulkRun(selectedIds, (id) => dataProvider.deleteDebugSession(id), {
      success: 'kabinet.debugSessions.bulkDeleted',
      failure: 'kabinet.debugSessions.deleteFailed',
    });
    if (!failed) onUnselectItems();
    refresh();
  };
  return (
    <ActionButton
      label="kabinet.debugSessions.delete"
      color="error"
      icon={<DeleteIcon />}
      confirm={{ title: 'kabinet.debugSessions.bulkDeleteTitle', content: 'kabinet.debugSessions.deleteContent', options: { smart_count: selectedIds.length } }}
      onRun={run}
    />
  );
}

/** The debug id in lists and on the page, with a copy button beside it (which does not open the row). */
export function DebugIdField({ source }: { source: string; label?: string }) {
  const value = useFieldValue({ source }) as string | undefined;
  const translate = useTranslate();
  const copy = useCopy();
  if (!value) return <Typography component="span" variant="body2">—</Typography>;
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    void copy(value);
  };
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>{value}</Typography>
      <Tooltip title={translate('kabinet.debugSessions.copy')}>
        <IconButton size="small" aria-label={translate('kabinet.debugSessions.copy')} onClick={onClick}><ContentCopyIcon fontSize="inherit" /></IconButton>
      </Tooltip>
    </Box>
  );
}
