import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { t } from '../../i18n/translate';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { signIn } from '../../providers/authProvider';
import { takeReturnPath } from '../../providers/storage';
import { AuthForm } from './AuthForm';
import { AuthFrame } from './AuthFrame';
import { AuthTextField } from './AuthTextField';
import { PasswordField } from './PasswordField';
import { isTooManyRequests, waitText } from './tooManyRequests';
import { CABINETS_PATH, useStoredTokenGuard } from './useStoredTokenGuard';

/** /auth/login (docs/product.md#routes, #states, #errors). No react-admin here: this chunk is the first a user loads. */
export default function LoginPage() {
  useDocumentTitle(t('kabinet.titles.login'));
  const redirect = useStoredTokenGuard();
  const navigate = useNavigate();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  if (redirect) return <Navigate to={redirect} replace />;

  const submit = async () => {
    try {
      await signIn(login.trim(), password);
      // Back to the screen a lost session interrupted (its cabinet is checked there), else cabinets.
      navigate(takeReturnPath() ?? CABINETS_PATH, { replace: true });
    } catch (err) {
      // Too many failures: the wait in seconds; what was typed stays in the fields.
      if (isTooManyRequests(err))
        return { severity: 'error', text: waitText('kabinet.auth.tooManyAttempts', err) } as const;
      const status = (err as { status?: number }).status;
      const key =
        status === 401 || status === 400 || status === 403
          ? 'kabinet.auth.wrongCredentials'
          : 'kabinet.auth.signInFailed';
      return { severity: 'error', text: t(key) } as const;
    }
  };

  return (
    <AuthFrame title={t('kabinet.auth.heading')} subtitle={t('kabinet.auth.subheading')}>
      <AuthForm
        submitLabel={t('kabinet.auth.signIn')}
        canSubmit={!!login.trim() && !!password}
        onSubmit={submit}
        link={{ to: '/auth/password', text: t('kabinet.auth.forgot') }}
      >
        {(touched) => {
          const required = (value: string) => (touched && !value ? t('kabinet.auth.required') : undefined);
          return (
            <>
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
            </>
          );
        }}
      </AuthForm>
    </AuthFrame>
  );
}
