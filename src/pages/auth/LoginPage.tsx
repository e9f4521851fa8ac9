import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Link, Stack } from '@mui/material';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { t } from '../../i18n/translate';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { signIn } from '../../providers/authProvider';
import { takeReturnPath } from '../../providers/storage';
import { AuthFrame } from './AuthFrame';
import { AuthTextField } from './AuthTextField';
import { PasswordField } from './PasswordField';
import { CABINETS_PATH, useStoredTokenGuard } from './useStoredTokenGuard';

/** /auth/login (SPEC.md §2, §4, §8). No react-admin here: this chunk is the first a user loads. */
export default function LoginPage() {
  useDocumentTitle(t('kabinet.titles.login'));
  const redirect = useStoredTokenGuard();
  const navigate = useNavigate();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (redirect) return <Navigate to={redirect} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setError(null);
    if (!login.trim() || !password) return;
    setBusy(true);
    try {
      await signIn(login.trim(), password);
      // Back to the screen a lost session interrupted (its cabinet is checked there), else cabinets.
      navigate(takeReturnPath() ?? CABINETS_PATH, { replace: true });
    } catch (err) {
      const status = (err as { status?: number }).status;
      setError(t(status === 401 || status === 400 || status === 403 ? 'kabinet.auth.wrongCredentials' : 'kabinet.auth.signInFailed'));
      setBusy(false);
    }
  };

  const required = (value: string) => (touched && !value ? t('kabinet.auth.required') : undefined);

  return (
    <AuthFrame title={t('kabinet.auth.heading')} subtitle={t('kabinet.auth.subheading')}>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {error && <Alert severity="error" role="alert">{error}</Alert>}
          <AuthTextField
            label={t('kabinet.auth.login')}
            name="login"
            autoComplete="username"
            autoFocus
            required
            fullWidth
            value={login}
            onChange={(e) => setLogin(e.target.value)}
            error={!!required(login.trim())}
            helperText={required(login.trim())}
          />
          <PasswordField
            label={t('kabinet.auth.password')}
            name="password"
            autoComplete="current-password"
            required
            fullWidth
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={!!required(password)}
            helperText={required(password)}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
            sx={{ py: 1.25 }}
          >
            {t('kabinet.auth.signIn')}
          </Button>
          <Link component={RouterLink} to="/auth/password" underline="hover" sx={{ alignSelf: 'center' }}>
            {t('kabinet.auth.forgot')}
          </Link>
        </Stack>
      </Box>
    </AuthFrame>
  );
}
