import { PasswordInput, useRecordContext, useTranslate } from 'react-admin';
import { requiredMark, READABLE_WIDTH } from '../../engine';
import { useUserSaveRules } from './useUserSaveRules';

/**
 * The password of the user form: marked required on create; on edit an empty field keeps the
 * current password. It also carries the form's save rules (useUserSaveRules), being the one
 * input every user form renders.
 */
export function UserPasswordInput({ source, label }: { source: string; label?: string }) {
  const translate = useTranslate();
  const mode = useRecordContext()?.id ? 'edit' : 'create';
  useUserSaveRules(mode);
  return (
    <PasswordInput
      source={source}
      label={label}
      validate={mode === 'create' ? requiredMark : undefined}
      helperText={translate(mode === 'create' ? 'kabinet.users.passwordCreateHint' : 'kabinet.users.passwordEditHint')}
      autoComplete="new-password"
      fullWidth
      sx={{ maxWidth: READABLE_WIDTH }}
    />
  );
}
