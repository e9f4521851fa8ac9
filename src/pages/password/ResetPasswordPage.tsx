import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { t } from '../../i18n/translate';
import { LoadingOverlay } from '../../layout/LoadingOverlay';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { request } from '../../providers/httpClient';
import { AuthForm } from '../signIn/AuthForm';
import { AuthFrame, type Notice } from '../signIn/AuthFrame';
import { PasswordField } from '../signIn/PasswordField';

const LOGIN = '/auth/login';
const expired: Notice = { severity: 'error', text: t('kabinet.auth.linkExpired') };

/**
 * /password/reset/:token (docs/product.md#routes): the link's token is checked first; a missing or invalid
 * one sends the user to sign-in with the expired-link message.
 */
export default function ResetPasswordPage() {
  useDocumentTitle(t('kabinet.titles.reset'));
  const { token } = useParams();
  const [check, setCheck] = useState<'checking' | 'valid' | 'invalid'>(token ? 'checking' : 'invalid');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!token) return;
    let live = true;
    request('/password/validate-token', { method: 'POST', body: { token }, anonymous: true })
      .then(() => live && setCheck('valid'))
      .catch(() => live && setCheck('invalid'));
    return () => {
      live = false;
    };
  }, [token]);

  if (check === 'invalid') return <Navigate to={LOGIN} replace state={{ notice: expired }} />;
  if (done)
    return (
      <Navigate
        to={LOGIN}
        replace
        state={{ notice: { severity: 'success', text: t('kabinet.auth.resetDone') } satisfies Notice }}
      />
    );
  if (check === 'checking') return <LoadingOverlay />;

  const submit = async () => {
    try {
      await request('/password/reset', { method: 'POST', body: { token, password }, anonymous: true });
      setDone(true);
    } catch {
      return { severity: 'error', text: t('kabinet.auth.resetFailed') } as const;
    }
  };

  return (
    <AuthFrame title={t('kabinet.auth.resetHeading')} subtitle={t('kabinet.auth.resetHint')}>
      <AuthForm
        submitLabel={t('kabinet.auth.resetSubmit')}
        canSubmit={!!password && password === repeat}
        onSubmit={submit}
        link={{ to: LOGIN, text: t('kabinet.auth.backToLogin') }}
      >
        {(touched) => {
          const passwordError = touched && !password ? t('kabinet.auth.required') : undefined;
          const repeatError =
            touched && password && repeat !== password ? t('kabinet.auth.passwordsDiffer') : undefined;
          return (
            <>
              <PasswordField
                label={t('kabinet.auth.newPassword')}
                name="password"
                autoComplete="new-password"
                autoFocus
                required
                fullWidth
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                error={!!passwordError}
                helperText={passwordError}
              />
              <PasswordField
                label={t('kabinet.auth.repeatPassword')}
                name="repeat"
                autoComplete="new-password"
                required
                fullWidth
                value={repeat}
                onChange={(e) => setRepeat(e.target.value)}
                error={!!repeatError}
                helperText={repeatError}
              />
            </>
          );
        }}
      </AuthForm>
    </AuthFrame>
  );
}
