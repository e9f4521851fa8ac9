import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { t } from '../../i18n/translate';
import { AuthTextField, type AuthTextFieldProps } from './AuthTextField';

/** A password input with a show/hide button. */
export function PasswordField(props: AuthTextFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <AuthTextField
      {...props}
      type={shown ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={t(shown ? 'kabinet.auth.hidePassword' : 'kabinet.auth.showPassword')}
            onClick={() => setShown((s) => !s)}
            edge="end"
            size="small"
          >
            {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
