import { lazy, Suspense, useState } from 'react';
import { Badge, IconButton } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { catalog } from '../../engine/load';
import { accessRuleOf, allows } from '../../engine/schema/access';
import { t } from '../../i18n/translate';
import { accessHolderOf } from '../../providers/authProvider';
import { useCabinet } from '../cabinetContext';
import { useUnreadCount } from './unreadCount';

/** The notification feed's schema (docs/product.md#inbox): who may read it sees the bell. */
const FEED = 'notification';

const InboxPanel = lazy(() => import('./InboxPanel'));

/** Past this the badge shows «99+». */
const MAX_SHOWN = 99;

/**
 * The bell itself. Its name carries the very count the badge shows, and with nothing unread there is
 * no badge at all: a hidden MUI badge keeps its last text, which a screen reader would still read.
 */
export function InboxBell({ unread, onOpen }: { unread: number | null; onOpen: (anchor: HTMLElement) => void }) {
  const shown = unread ? (unread > MAX_SHOWN ? `${MAX_SHOWN}+` : String(unread)) : null;
  const label = shown ? t('kabinet.inbox.unread', { count: shown }) : t('kabinet.inbox.open');
  return (
    <IconButton color="inherit" aria-label={label} onClick={(e) => onOpen(e.currentTarget)} data-testid="inbox">
      {shown ? (
        <Badge badgeContent={shown} color="error">
          <NotificationsIcon />
        </Badge>
      ) : (
        <NotificationsIcon />
      )}
    </IconButton>
  );
}

/** The top bar's bell: the unread count, and the panel of new notifications when pressed. */
export function InboxButton() {
  const { user } = useCabinet();
  const schema = catalog.schemas.schemas.get(FEED) ?? null;
  const may = !!schema && allows(accessRuleOf(schema), accessHolderOf(user));
  const { unread, refresh } = useUnreadCount(may);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!may) return null;
  return (
    <>
      <InboxBell unread={unread} onOpen={setAnchor} />
      {anchor && (
        <Suspense fallback={null}>
          <InboxPanel anchor={anchor} onClose={() => setAnchor(null)} onChanged={refresh} />
        </Suspense>
      )}
    </>
  );
}
