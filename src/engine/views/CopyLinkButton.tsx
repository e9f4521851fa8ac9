import LinkIcon from '@mui/icons-material/Link';
import { Button, useNotify } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { COPY_LINK_MESSAGES as TEXT } from './copyLinkMessages';

/**
 * «Копировать ссылку»: the address of the screen as it is, for a colleague or a bookmark, and the
 * toast 'URL скопирован' (docs/product.md#errors names the success message). A record's address
 * is its product address (system/users/edit/{userId}); a report's carries its period, groupings
 * and filters, so the link opens the same report. Loaded on its own (lazy) by the screens that
 * show it: a chunk shared by record and report screens would be named in the first load's
 * lists of every screen's chunks.
 */
export default function CopyLinkButton() {
  const notify = useNotify();
  const { pathname, search, hash } = useLocation();
  const copy = async () => {
    try {
      await copyText(`${window.location.origin}${pathname}${search}${hash}`);
      notify(TEXT.copied, { type: 'success' });
    } catch {
      notify(TEXT.copyFailed, { type: 'error' });
    }
  };
  return (
    <Button label={TEXT.copy} onClick={() => void copy()}>
      <LinkIcon />
    </Button>
  );
}

/**
 * Puts text on the clipboard. The Clipboard API needs a secure context (https or localhost): a
 * console served over plain http on an intranet address copies the older way.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // the older way below
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = typeof document.execCommand === 'function' && document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy');
}
