import { useState } from 'react';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { LIST_VIEWS_MESSAGES as TEXT } from './listViewsMessages';

/** A view's name, asked when it is saved or renamed: never empty, never another view's. */
export function NameDialog({
  title,
  initial,
  hint,
  taken,
  onCancel,
  onDone,
}: {
  title: string;
  initial: string;
  hint?: string;
  taken: (name: string) => boolean;
  onCancel: () => void;
  onDone: (name: string) => void;
}) {
  const [name, setName] = useState(initial);
  const [tried, setTried] = useState(false);
  const error = !name.trim() ? TEXT.nameRequired : taken(name) ? TEXT.nameTaken : null;
  const submit = () => {
    setTried(true);
    if (!error) onDone(name.trim());
  };
  return (
    <Dialog open onClose={onCancel} maxWidth="xs" fullWidth>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          {hint && <DialogContentText sx={{ mb: 2 }}>{hint}</DialogContentText>}
          <TextField
            autoFocus
            fullWidth
            label={TEXT.name}
            placeholder={TEXT.namePlaceholder}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={tried && !!error}
            helperText={tried ? error : undefined}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onCancel}>{TEXT.cancel}</MuiButton>
          <MuiButton type="submit" variant="contained">
            {TEXT.confirm}
          </MuiButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
