import { lazy, Suspense, useEffect, useState } from 'react';
import { IconButton } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { t } from '../../i18n/translate';

// The dialog, its texts and its calls load on the first Ctrl+K or click (the first load's size
// budget, docs/performance.md): with the cabinet comes only this button and its shortcut.
const SearchDialog = lazy(() => import('./SearchDialog'));

/** Ctrl+K (⌘K), whatever the keyboard's layout: the key's place, not its letter («л» in Russian). */
const isShortcut = (e: KeyboardEvent) =>
  (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && (e.code === 'KeyK' || e.key.toLowerCase() === 'k');

/** The top bar's search (docs/product.md#search): the button, and Ctrl+K from anywhere in the cabinet. */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isShortcut(e)) return;
      // The browser's own Ctrl+K (its address bar's search) is not what the user means here.
      e.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('kabinet.search.open')}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K"
        onClick={() => setOpen(true)}
        data-testid="search"
      >
        <SearchIcon />
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
