import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Button, CircularProgress, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { AnswerOneValue } from '../../definition/declaredActions';
import { copyText } from '../../views/CopyLinkButton';

export interface OneValueProps {
  answer: AnswerOneValue;
  value: string | null;
  /** Makes the renewing call and tells its outcome; resolves with the new value, or undefined on failure. */
  onRenew(): Promise<string | null | undefined>;
}

/** The value of an answer (AnswerDialog), its copy button and, when declared, its renewal. */
export function OneValue({ answer, value: first, onRenew }: OneValueProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [value, setValue] = useState(first);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const { copy, empty, hint } = answer.value;
  const renew = answer.renew;

  const doCopy = async (text: string) => {
    try {
      await copyText(text);
      notify(copy.success, { type: 'success' });
    } catch {
      notify(copy.failure, { type: 'warning' });
    }
  };
  const doRenew = async () => {
    setAsking(false);
    setBusy(true);
    const next = await onRenew();
    setBusy(false);
    if (next !== undefined) setValue(next);
  };

  return (
    <>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(hint)}
        </Typography>
      )}
      {value ? (
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', p: 1.5, pl: 2, borderRadius: 2, bgcolor: 'action.hover' }}
        >
          <Typography
            data-testid="answer-value"
            sx={{ fontFamily: 'monospace', fontSize: '1rem', flex: 1, wordBreak: 'break-all', userSelect: 'all' }}
          >
            {value}
          </Typography>
          <Tooltip title={translate(copy.label)}>
            <IconButton aria-label={translate(copy.label)} onClick={() => void doCopy(value)}>
              <ContentCopyIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ) : (
        <Alert severity="info">{translate(empty)}</Alert>
      )}
      {renew && asking && (
        <Alert
          severity="warning"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void doRenew()}>
              {translate(renew.again)}
            </Button>
          }
        >
          {translate(renew.confirm)}
        </Alert>
      )}
      {renew && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
          <Button
            disabled={busy || asking}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
            onClick={() => (value ? setAsking(true) : void doRenew())}
          >
            {translate(value ? renew.again : renew.label)}
          </Button>
        </Stack>
      )}
    </>
  );
}
