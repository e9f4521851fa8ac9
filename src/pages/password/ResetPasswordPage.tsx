import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { t } from '../../i18n/translate';
import { LoadingOverlay } from '../../layout/LoadingOverlay';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { ApiError, request } from '../../providers/httpClient';
import { AuthForm } from '../signIn/AuthForm';
import { AuthFrame, NoticeAlert, type Notice } from '../signIn/AuthFrame';
import { PasswordField } from '../signIn/PasswordField';
import { RESET_MESSAGES as T } from './resetMessages';

const LOGIN = '/auth/login';
const expired: Notice = { severity: 'error', text: t('kabinet.auth.linkExpired') };

/** The platform refused the link itself (a 400 or 404 that names no field): it is no longer valid. */
const refusesLink = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 404) && !error.body?.errors;

/**
 * /password/reset/:token (docs/product.md#routes): the link's token is checked first; a missing or invalid
 * one sends the user to sign-in with the expired-link message. A check that could not be made (no
 * network, the server failing) is not an invalid link: the screen says so and lets the user try again.
 * On saving, the platform's word on the password shows at its field, a link that expired meanwhile
 * goes to sign-in like an invalid one, and any other failure asks to try later; what was typed stays.
 */
export default function ResetPasswordPage() {
  useDocumentTitle(t('kabinet.titles.reset'));
  const { token } = useParams();
  const [check, setCheck] = useState<'checking' | 'valid' | 'invalid' | 'unchecked'>(token ? 'checking' : 'invalid');
  const [attempt, setAttempt] = useState(0);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [refused, setRefused] = useState<string | undefined>();
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!token) return;
    let live = true;
    request('/password/validate-token', { method: 'POST', body: { token }, anonymous: true })
      .then(() => live && setCheck('valid'))
      .catch((error: unknown) => live && setCheck(refusesLink(error) ? 'invalid' : 'unchecked'));
    return () => {
      live = false;
    };
  }, [token, attempt]);

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
  if (check === 'unchecked')
    return (
      <AuthFrame title={T.heading}>
        <AuthForm
          submitLabel={T.retry}
          canSubmit
          onSubmit={async () => {
            setCheck('checking');
            setAttempt((n) => n + 1);
          }}
          link={{ to: LOGIN, text: t('kabinet.auth.backToLogin') }}
        >
          {() => <NoticeAlert notice={{ severity: 'error', text: T.linkCheckFailed }} />}
        </AuthForm>
      </AuthFrame>
    );

  const submit = async () => {
    setRefused(undefined);
    try {
      await request('/password/reset', { method: 'POST', body: { token, password }, anonymous: true });
      setDone(true);
    } catch (error) {
      const atField = error instanceof ApiError ? error.body?.errors?.['/password'] : undefined;
      if (atField) setRefused(atField);
      else if (refusesLink(error)) setCheck('invalid');
      else return { severity: 'error', text: T.failed } as const;
    }
  };

  return (
    <AuthFrame title={T.heading} subtitle={T.hint}>
      <AuthForm
        submitLabel={T.submit}
        canSubmit={!!password && password === repeat}
        onSubmit={submit}
        link={{ to: LOGIN, text: t('kabinet.auth.backToLogin') }}
      >
        {(touched) => {
          const passwordError = touched && !password ? t('kabinet.auth.required') : refused;
          const repeatError = touched && password && repeat !== password ? T.passwordsDiffer : undefined;
          return (
            <>
              <PasswordField
                label={T.newPassword}
                name="password"
                autoComplete="new-password"
                autoFocus
                required
                fullWidth
                value={password}
                onChange={(e) => {
                  setPassword(e.target.value);
                  setRefused(undefined);
                }}
                error={!!passwordError}
                helperText={passwordError}
              />
              <PasswordField
                label={T.repeatPassword}
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
