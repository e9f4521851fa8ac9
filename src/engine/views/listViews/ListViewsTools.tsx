import { useEffect, useRef, useState } from 'react';
import {
  Button as MuiButton,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  FormControlLabel,
  FormGroup,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Menu,
  MenuItem,
  Popover,
  TextField,
  Typography,
} from '@mui/material';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import ViewColumnIcon from '@mui/icons-material/ViewColumnOutlined';
import { Button, useListContext, useNotify, useResourceContext, useStore } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { FieldDescriptor } from '../../fieldKinds';
import { interpolate } from '../../../i18n/translate';
import { copyText } from '../CopyLinkButton';
import { LIST_VIEWS_MESSAGES as TEXT } from './listViewsMessages';
import { hiddenColumnsKey, isShown, savedViewsKey, viewSearch, type SavedView } from './savedViews';

export interface ListViewsToolsProps {
  /** Every column the list may show, in order (columnChoices). */
  columns: FieldDescriptor[];
  /** The columns hidden until the user shows them. */
  defaultHidden: string[];
  /** The tool the user clicked before this code had loaded (ListViewsButtons): open at once. */
  opened?: 'columns' | 'views';
}

/** The button's element, and the anchor it sets when its tool was clicked before this code had loaded. */
function useOpenAtStart(openAtStart: boolean, setAnchor: (element: HTMLElement) => void) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (openAtStart && ref.current) setAnchor(ref.current);
    // Once, on mount: later clicks open it as usual.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

/** «Столбцы» and «Виды» of a generated list's toolbar (docs/product.md#saved-views). */
export function ListViewsTools({ columns, defaultHidden, opened }: ListViewsToolsProps) {
  return (
    <>
      <ColumnChooser columns={columns} defaultHidden={defaultHidden} opened={opened} />
      <ViewsMenu defaultHidden={defaultHidden} opened={opened} />
    </>
  );
}

/** Shows or hides the list's columns; the choice is kept with the list's other preferences. */
function ColumnChooser({ columns, defaultHidden, opened }: ListViewsToolsProps) {
  const resource = useResourceContext()!;
  const [hidden, setHidden] = useStore<string[]>(hiddenColumnsKey(resource), defaultHidden);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const button = useOpenAtStart(opened === 'columns', setAnchor);
  const toggle = (source: string) =>
    setHidden(hidden.includes(source) ? hidden.filter((s) => s !== source) : [...hidden, source]);
  return (
    <>
      <Button ref={button} label={TEXT.columns} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="dialog">
        <ViewColumnIcon />
      </Button>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': TEXT.columnsTitle, sx: { p: 2, maxHeight: 480 } } }}
      >
        <Typography variant="subtitle2" component="h2" gutterBottom>
          {TEXT.columnsTitle}
        </Typography>
        <FormGroup>
          {columns.map((field) => (
            <FormControlLabel
              key={field.source}
              control={<Checkbox size="small" checked={!hidden.includes(field.source)} />}
              label={field.label}
              onChange={() => toggle(field.source)}
            />
          ))}
        </FormGroup>
        <MuiButton size="small" onClick={() => setHidden(defaultHidden)} sx={{ mt: 1 }}>
          {TEXT.columnsReset}
        </MuiButton>
      </Popover>
    </>
  );
}

type Dialogs = { kind: 'save' } | { kind: 'rename'; index: number } | { kind: 'manage' } | null;

/** Named views: chosen, saved, renamed and deleted from the list's toolbar, and the view's address copied. */
function ViewsMenu({ defaultHidden, opened }: { defaultHidden: string[]; opened?: 'columns' | 'views' }) {
  const resource = useResourceContext()!;
  const { filterValues, displayedFilters, sort, perPage } = useListContext();
  const [views, setViews] = useStore<SavedView[]>(savedViewsKey(resource), []);
  const [hidden, setHidden] = useStore<string[]>(hiddenColumnsKey(resource), defaultHidden);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const button = useOpenAtStart(opened === 'views', setAnchor);
  const [dialog, setDialog] = useState<Dialogs>(null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const notify = useNotify();
  const now: Omit<SavedView, 'name'> = {
    filter: filterValues ?? {},
    displayedFilters: displayedFilters ?? {},
    sort: { field: sort.field, order: sort.order },
    perPage,
    hidden,
  };
  const close = () => setAnchor(null);
  const choose = (view: SavedView) => {
    close();
    setHidden(view.hidden);
    navigate({ pathname, search: viewSearch(view) });
    notify(interpolate(TEXT.chosen, { name: view.name }), { type: 'info' });
  };
  const copy = async () => {
    close();
    try {
      await copyText(`${window.location.origin}${pathname}${search || viewSearch(now)}`);
      notify(TEXT.copied, { type: 'success' });
    } catch {
      notify(TEXT.copyFailed, { type: 'error' });
    }
  };
  const named = (name: string, except?: number) =>
    views.some((v, i) => i !== except && v.name.trim().toLowerCase() === name.trim().toLowerCase());

  return (
    <>
      <Button ref={button} label={TEXT.views} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu">
        <BookmarksIcon />
      </Button>
      <Menu open={!!anchor} anchorEl={anchor} onClose={close}>
        {views.length === 0 && <MenuItem disabled>{TEXT.noViews}</MenuItem>}
        {views.map((view) => (
          <MenuItem key={view.name} selected={isShown(view, now)} onClick={() => choose(view)}>
            {view.name}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            setDialog({ kind: 'save' });
          }}
        >
          {TEXT.save}
        </MenuItem>
        {views.length > 0 && (
          <MenuItem
            onClick={() => {
              close();
              setDialog({ kind: 'manage' });
            }}
          >
            {TEXT.manage}
          </MenuItem>
        )}
        <MenuItem onClick={() => void copy()}>{TEXT.copy}</MenuItem>
      </Menu>
      {dialog?.kind === 'save' && (
        <NameDialog
          title={TEXT.saveTitle}
          initial=""
          taken={(name) => named(name)}
          hint={TEXT.saveHint}
          onCancel={() => setDialog(null)}
          onDone={(name) => {
            setViews([...views, { ...now, name }]);
            setDialog(null);
            notify(interpolate(TEXT.saved, { name }), { type: 'success' });
          }}
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog
          title={TEXT.renameTitle}
          initial={views[dialog.index].name}
          taken={(name) => named(name, dialog.index)}
          onCancel={() => setDialog({ kind: 'manage' })}
          onDone={(name) => {
            setViews(views.map((v, i) => (i === dialog.index ? { ...v, name } : v)));
            setDialog({ kind: 'manage' });
            notify(interpolate(TEXT.renamed, { name }), { type: 'success' });
          }}
        />
      )}
      {dialog?.kind === 'manage' && (
        <Dialog open onClose={() => setDialog(null)} maxWidth="xs" fullWidth>
          <DialogTitle>{TEXT.manageTitle}</DialogTitle>
          <DialogContent>
            {views.length === 0 ? (
              <DialogContentText>{TEXT.noViews}</DialogContentText>
            ) : (
              <List dense>
                {views.map((view, index) => (
                  <ListItem
                    key={view.name}
                    secondaryAction={
                      <>
                        <IconButton
                          aria-label={interpolate(TEXT.rename, { name: view.name })}
                          onClick={() => setDialog({ kind: 'rename', index })}
                        >
                          <EditIcon />
                        </IconButton>
                        <IconButton
                          aria-label={interpolate(TEXT.remove, { name: view.name })}
                          onClick={() => {
                            setViews(views.filter((_, i) => i !== index));
                            notify(interpolate(TEXT.deleted, { name: view.name }), { type: 'info' });
                          }}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </>
                    }
                  >
                    <ListItemText primary={view.name} />
                  </ListItem>
                ))}
              </List>
            )}
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setDialog(null)}>{TEXT.close}</MuiButton>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}

function NameDialog({
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
