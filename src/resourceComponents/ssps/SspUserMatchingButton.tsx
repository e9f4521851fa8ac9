import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import VpnKeyOutlinedIcon from '@mui/icons-material/VpnKeyOutlined';
import {
  Button as ToolbarButton,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { copyText, failureText } from '../../engine';

type KeyState = { status: 'loading' } | { status: 'ready'; key: string | null } | { status: 'failed' };

/**
 * «Ключ user-matching» on the SSP card: shows the SSP's key (GET /ssp/usermatching), copies it,
 * and issues a new one (POST /ssp/usermatching), asking first when a key exists.
 */
export function SspUserMatchingButton() {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <ToolbarButton label="kabinet.ssps.userMatching" onClick={() => setOpen(true)}>
        <VpnKeyOutlinedIcon />
      </ToolbarButton>
      {open && (
        <UserMatchingDialog
          sysname={String(record.id)}
          name={String(record.name ?? record.id)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function UserMatchingDialog({ sysname, name, onClose }: { sysname: string; name: string; onClose: () => void }) {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [state, setState] = useState<KeyState>({ status: 'loading' });
  const [confirming, setConfirming] = useState(false);
  const [generating, setGenerating] = useState(false);

  useEffect(() => {
    const abort = new AbortController();
    dataProvider.getSspUserMatchingKey(sysname, abort.signal).then(
      (key) => setState({ status: 'ready', key }),
      (error: unknown) => {
        if ((error as Error)?.name === 'AbortError') return;
        setState({ status: 'failed' });
        notify(failureText(error, translate('kabinet.ssps.userMatchingFailed')), { type: 'error' });
      },
    );
    return () => abort.abort();
  }, [dataProvider, sysname, notify, translate]);

  const generate = async () => {
    setConfirming(false);
    setGenerating(true);
    try {
      const key = await dataProvider.generateSspUserMatchingKey(sysname);
      setState({ status: 'ready', key });
      notify('kabinet.ssps.userMatchingGenerated', { type: 'success' });
      refresh(); // the SSP's version moved on: the open form must not save over it
    } catch (error) {
      notify(failureText(error, translate('kabinet.ssps.userMatchingGenerateFailed')), { type: 'error' });
    } finally {
      setGenerating(false);
    }
  };

  const copy = async (key: string) => {
    try {
      await copyText(key);
      notify('kabinet.ssps.userMatchingCopied', { type: 'success' });
    } catch {
      notify('kabinet.ssps.userMatchingCopyFailed', { type: 'warning' });
    }
  };

  const key = state.status === 'ready' ? state.key : null;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="ssp-user-matching-title">
      <DialogTitle id="ssp-user-matching-title">{translate('kabinet.ssps.userMatchingTitle', { name })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('kabinet.ssps.userMatchingHint')}
        </Typography>
        {state.status === 'loading' && (
          <Box sx={{ py: 2, textAlign: 'center' }}>
            <CircularProgress size={24} />
          </Box>
        )}
        {state.status === 'failed' && <Alert severity="error">{translate('kabinet.ssps.userMatchingFailed')}</Alert>}
        {state.status === 'ready' &&
          (key ? (
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', p: 1.5, pl: 2, borderRadius: 2, bgcolor: 'action.hover' }}
            >
              <Typography
                data-testid="ssp-user-matching-key"
                sx={{ fontFamily: 'monospace', fontSize: '1rem', flex: 1, wordBreak: 'break-all', userSelect: 'all' }}
              >
                {key}
              </Typography>
              <Tooltip title={translate('kabinet.ssps.userMatchingCopy')}>
                <IconButton aria-label={translate('kabinet.ssps.userMatchingCopy')} onClick={() => void copy(key)}>
                  <ContentCopyIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          ) : (
            <Alert severity="info">{translate('kabinet.ssps.userMatchingNone')}</Alert>
          ))}
        {confirming && (
          <Alert
            severity="warning"
            sx={{ mt: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void generate()}>
                {translate('kabinet.ssps.userMatchingRegenerate')}
              </Button>
            }
          >
            {translate('kabinet.ssps.userMatchingRegenerateConfirm')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {state.status === 'ready' && (
          <Button
            disabled={generating || confirming}
            startIcon={generating ? <CircularProgress size={16} color="inherit" /> : undefined}
            onClick={() => (key ? setConfirming(true) : void generate())}
          >
            {translate(key ? 'kabinet.ssps.userMatchingRegenerate' : 'kabinet.ssps.userMatchingGenerate')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {translate('kabinet.ssps.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
