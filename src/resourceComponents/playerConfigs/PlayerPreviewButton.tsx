import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { ActionButton, useTell } from '../../engine';

/**
 * «Предпросмотр»: the player drawn by the platform with the saved settings
 * (GET /player-config/{id}/preview), in a sandboxed frame (no script runs in it).
 */
export function PlayerPreviewButton() {
  const record = useRecordContext<{ id: string; name?: string; version?: number }>();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const translate = useTranslate();
  const tell = useTell();
  const [html, setHtml] = useState<string | null>(null);
  if (!record?.id) return null;
  const open = async () => {
    const page = await tell(() => dataProvider.playerConfigPreview(String(record.id)), {
      failure: 'kabinet.playerConfigs.previewFailed',
    });
    if (page !== undefined) setHtml(page);
  };
  return (
    <>
      <ActionButton label="kabinet.playerConfigs.preview" icon={<VisibilityIcon />} onRun={open} />
      <Dialog open={html !== null} onClose={() => setHtml(null)} fullWidth maxWidth="md">
        <DialogTitle>{translate('kabinet.playerConfigs.previewTitle', { name: record.name ?? '' })}</DialogTitle>
        <DialogContent>
          <iframe
            title={translate('kabinet.playerConfigs.preview')}
            srcDoc={html ?? ''}
            sandbox=""
            style={{ width: '100%', aspectRatio: '16 / 9', border: 0, display: 'block', background: '#111' }}
          />
          <Typography variant="caption" color="text.secondary">
            {translate('kabinet.playerConfigs.previewHint')}
          </Typography>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setHtml(null)}>{translate('kabinet.playerConfigs.close')}</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
