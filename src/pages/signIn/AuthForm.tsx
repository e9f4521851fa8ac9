import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Link, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { NoticeAlert, type Notice } from './AuthFrame';

/**
 * The form of the sign-in and password screens: the fields show their messages once the user
 * has tried to send (`children(touched)`), nothing is sent while `canSubmit` is false, one request
 * at a time (the button waits with a spinner), and what `onSubmit` answers (a failure, or a
 * success that stays on the screen) is shown above the fields. Plain MUI: these chunks load first.
 */
export function AuthForm({
  submitLabel,
  canSubmit,
  onSubmit,
  link,
  children,
}: {
  submitLabel: string;
  canSubmit: boolean;
  onSubmit: () => Promise<Notice | void>;
  /** The way to the other auth screen, under the button. */
  link: { to: string; text: string };
  children: (touched: boolean) => ReactNode;
}) {
  const [touched, setTouched] = useState(false);
  const [result, setResult] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setResult(null);
    if (!canSubmit) return;
    setBusy(true);
    setResult((await onSubmit()) ?? null);
    setBusy(false);
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {result && <NoticeAlert notice={result} />}
        {children(touched)}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ py: 1.25 }}
        >
          {submitLabel}
        </Button>
        <Link component={RouterLink} to={link.to} underline="hover" sx={{ alignSelf: 'center' }}>
          {link.text}
        </Link>
      </Stack>
    </Box>
  );
}
