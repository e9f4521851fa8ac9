import { useState } from 'react';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Menu,
  MenuItem,
} from '@mui/material';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Button, useListContext, useNotify, useResourceContext, useStore } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { interpolate } from '../../../i18n/translate';
import { copyText } from '../CopyLinkButton';
import { LIST_VIEWS_MESSAGES as TEXT } from './listViewsMessages';
import { NameDialog } from './NameDialog';
import { hiddenColumnsKey, isShown, savedViewsKey, viewSearch, type SavedView } from './savedViews';
import { useOpenAtStart } from './useOpenAtStart';

type Dialogs = { kind: 'save' } | { kind: 'rename'; index: number } | { kind: 'manage' } | null;

/** Named views: chosen, saved, renamed and deleted from the list's toolbar, and the view's address copied. */
export function ViewsMenu({ defaultHidden, opened }: { defaultHidden: string[]; opened?: 'columns' | 'views' }) {
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
