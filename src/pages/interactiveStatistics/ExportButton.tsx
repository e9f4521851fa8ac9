import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { InteractiveKind, StatisticsQuery } from '../../providers/calls/interactiveStatistics';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { failureText } from '../../engine/actions/failure';
import { fileNameOf, saveBlob } from '../../resourceComponents/shared/download';
import { T } from './useStatistics';

/** Downloads one kind's figures as .xlsx (built by the server), with progress and the retry-later toast. */
export function ExportButton({
  campaignId,
  campaignName,
  kind,
  query,
  compact = false,
}: {
  campaignId: string;
  campaignName: string;
  kind: InteractiveKind;
  query: StatisticsQuery;
  compact?: boolean;
}) {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const kindName = translate(`${T}.kind_${kind}`);
  const label = translate(`${T}.exportKind`, { kind: kindName });
  const run = async () => {
    setBusy(true);
    try {
      const blob = await dataProvider.exportInteractiveStatistics(campaignId, kind, query);
      const name = `${fileNameOf(`${kindName} — ${campaignName}`)}.xlsx`;
      saveBlob(blob, name);
      notify(`${T}.exported`, { type: 'success', messageArgs: { name } });
    } catch (error) {
      notify(failureText(error, translate(`${T}.exportFailed`)), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const icon = busy ? <CircularProgress size={16} /> : <DownloadIcon fontSize="small" />;
  return compact ? (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} disabled={busy} onClick={() => void run()} size="small">
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  ) : (
    <Button aria-label={label} disabled={busy} startIcon={icon} onClick={() => void run()}>
      {translate(`${T}.export`)}
    </Button>
  );
}
