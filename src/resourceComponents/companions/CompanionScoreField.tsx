import { useState, type FormEvent, type MouseEvent } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  IconButton,
  LinearProgress,
  Popover,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { failureText } from '../../engine';

/**
 * The companion's score (0–100) with a bar, and an inline editor in a popover:
 * PUT /v2/companions/score [{id, score}]. Works in the list (the click does not open the row)
 * and on the card.
 */
export function CompanionScoreField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const score = typeof record[source] === 'number' ? (record[source] as number) : 0;
  const name = String(record.name ?? record.id);
  const parsed = Number(draft);
  const valid = draft.trim() !== '' && Number.isInteger(parsed) && parsed >= 0 && parsed <= 100;

  const open = (e: MouseEvent<HTMLElement>) => {
    e.stopPropagation();
    setDraft(String(score));
    setAnchor(e.currentTarget);
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    setBusy(true);
    try {
      await dataProvider.setCompanionScores([{ id: String(record.id), score: parsed }]);
      notify('kabinet.companions.scoreSaved', { type: 'success', messageArgs: { name, score: parsed } });
      setAnchor(null);
      refresh();
    } catch (error) {
      notify(failureText(error, translate('kabinet.companions.scoreFailed')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', minWidth: 120 }}
      onClick={(e) => e.stopPropagation()}
    >
      <Typography variant="body2" sx={{ minWidth: 24, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
        {score}
      </Typography>
      <Box sx={{ width: 56 }}>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, Math.max(0, score))}
          sx={{ height: 6, borderRadius: 3 }}
          aria-hidden
        />
      </Box>
      <Tooltip title={translate('kabinet.companions.scoreEdit')}>
        <IconButton size="small" aria-label={`${translate('kabinet.companions.scoreEdit')} ${name}`} onClick={open}>
          <EditOutlinedIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { p: 2, width: 300 } } }}
      >
        <Box component="form" onSubmit={(e) => void save(e)} noValidate>
          <TextField
            autoFocus
            fullWidth
            size="small"
            type="number"
            label={translate('kabinet.companions.scoreLabel')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            error={!valid}
            helperText={
              valid ? translate('kabinet.companions.scoreHint') : translate('kabinet.companions.scoreInvalid')
            }
            slotProps={{ htmlInput: { min: 0, max: 100, step: 1 } }}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1.5 }}>
            <Button size="small" onClick={() => setAnchor(null)}>
              {translate('kabinet.companions.cancel')}
            </Button>
            <Button
              size="small"
              type="submit"
              variant="contained"
              disabled={!valid || busy}
              startIcon={busy ? <CircularProgress size={14} color="inherit" /> : undefined}
            >
              {translate('kabinet.companions.save')}
            </Button>
          </Stack>
        </Box>
      </Popover>
    </Stack>
  );
}
