import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { t } from '../../i18n/translate';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { request } from '../../providers/httpClient';
import { AuthForm } from './AuthForm';
import { AuthFrame, type Notice } from './AuthFrame';
import { AuthTextField } from './AuthTextField';
import { isTooManyRequests, waitText } from './tooManyRequests';
import { useStoredTokenGuard } from './useStoredTokenGuard';

/** docs/product.md#errors: the platform says "email is empty" when the user has no address to send to. */
export function recoveryErrorKey(error: unknown): string {
  const message = String(
    (error as { body?: { message?: unknown } | null })?.body?.message ?? (error as Error)?.message ?? '',
  );
  return /e-?mail/i.test(message) && /empty|пуст/i.test(message)
    ? 'kabinet.auth.recoveryImpossible'
    : 'kabinet.auth.recoveryFailed';
}

/** /auth/password: POST /password/request-reset {login}. */
export default function PasswordRecoveryPage() {
  useDocumentTitle(t('kabinet.titles.password'));
  const redirect = useStoredTokenGuard();
  const [login, setLogin] = useState('');
  if (redirect) return <Navigate to={redirect} replace />;

  const submit = async (): Promise<Notice> => {
    try {
      await request('/password/request-reset', { method: 'POST', body: { login: login.trim() }, anonymous: true });
      return { severity: 'success', text: t('kabinet.auth.recoverySent') };
    } catch (err) {
      if (isTooManyRequests(err)) return { severity: 'error', text: waitText('kabinet.auth.tooManyRecoveries', err) };
      return { severity: 'error', text: t(recoveryErrorKey(err)) };
    }
  };

  return (
    <AuthFrame title={t('kabinet.auth.recoveryHeading')} subtitle={t('kabinet.auth.recoveryHint')}>
      <AuthForm
        submitLabel={t('kabinet.auth.recoverySubmit')}
        canSubmit={!!login.trim()}
        onSubmit={submit}
        link={{ to: '/auth/login', text: t('kabinet.auth.backToLogin') }}
      >
        {(touched) => {
          const loginError = touched && !login.trim() ? t('kabinet.auth.required') : undefined;
          return (
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
          );
        }}
      </AuthForm>
    </AuthFrame>
  );
}
