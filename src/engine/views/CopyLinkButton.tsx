import LinkIcon from '@mui/icons-material/Link';
import { Button, useNotify } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { copyText } from './copyText';

/**
 * «Копировать ссылку»: the address of the screen as it is, for a colleague or a bookmark, and the
 * toast 'URL скопирован' (docs/product.md#errors names the success message). A record's address
 * is its product address (system/users/edit/{userId}); a report's carries its period, groupings
 * and filters, so the link opens the same report.
 */
export function CopyLinkButton() {
  const notify = useNotify();
  const { pathname, search, hash } = useLocation();
  const copy = async () => {
    try {
      await copyText(`${window.location.origin}${pathname}${search}${hash}`);
      notify('kabinet.link.copied', { type: 'success' });
    } catch {
      notify('kabinet.link.copyFailed', { type: 'error' });
    }
  };
  return <Button label="kabinet.link.copy" onClick={() => void copy()}><LinkIcon /></Button>;
}
