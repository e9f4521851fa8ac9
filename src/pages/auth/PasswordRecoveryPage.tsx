import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Link, Stack } from '@mui/material';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { t } from '../../i18n/translate';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { request } from '../../providers/httpClient';
import { AuthFrame } from './AuthFrame';
import { AuthTextField } from './AuthTextField';
import { useStoredTokenGuard } from './useStoredTokenGuard';

/** SPEC.md §8: the platform says "email is empty" when the user has no address to send to. */
export function recoveryErrorKey(error: unknown): string {
  const message = String((error as { body?: { message?: unknown } | null })?.body?.message ?? (error as Error)?.message ?? '');
  return /e-?mail/i.test(message) && /empty|пуст/i.test(message) ? 'kabinet.auth.recoveryImpossible' : 'kabinet.auth.recoveryFailed';
}

/** /auth/password: POST /password/request-reset {login}. */
export default function PasswordRecoveryPage() {
  useDocumentTitle(t('kabinet.titles.password'));
  const redirect = useStoredTokenGuard();
  const [login, setLogin] = useState('');
  const [touched, setTouched] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  if (redirect) return <Navigate to={redirect} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setResult(null);
    if (!login.trim()) return;
    setBusy(true);
    try {
      await request('/password/request-reset', { method: 'POST', body: { login: login.trim() }, anonymous: true });
      setResult({ ok: true, text: t('kabinet.auth.recoverySent') });
    } catch (err) {
      setResult({ ok: false, text: t(recoveryErrorKey(err)) });
    } finally {
      setBusy(false);
    }
  };

  const loginError = touched && !login.trim() ? t('kabinet.auth.required') : undefined;

  return (
    <AuthFrame title={t('kabinet.auth.recoveryHeading')} subtitle={t('kabinet.auth.recoveryHint')}>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {result && (
            <Alert severity={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
              {result.text}
            </Alert>
          )}
          <AuthTextField
            label={t('kabinet.auth.login')}
            name="login"
            autoComplete="username"
            autoFocus
            required
            fullWidth
            value={login}
            onChange={(e) => setLogin(e.target.value)}
            error={!!loginError}
            helperText={loginError}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
            sx={{ py: 1.25 }}
          >
            {t('kabinet.auth.recoverySubmit')}
          </Button>
          <Link component={RouterLink} to="/auth/login" underline="hover" sx={{ alignSelf: 'center' }}>
            {t('kabinet.auth.backToLogin')}
          </Link>
        </Stack>
      </Box>
    </AuthFrame>
  );
}
