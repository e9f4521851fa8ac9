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

/** The top bar's bell: the unread count, and the panel of new notifications when pressed. */
export function InboxButton() {
  const { user } = useCabinet();
  const schema = catalog.schemas.schemas.get(FEED) ?? null;
  const may = !!schema && allows(accessRuleOf(schema), accessHolderOf(user));
  const { unread, refresh } = useUnreadCount(may);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!may) return null;
  const label = unread ? t('kabinet.inbox.unread', { count: unread }) : t('kabinet.inbox.open');
  return (
    <>
      <IconButton color="inherit" aria-label={label} onClick={(e) => setAnchor(e.currentTarget)} data-testid="inbox">
        <Badge badgeContent={unread ?? 0} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <InboxPanel anchor={anchor} onClose={() => setAnchor(null)} onChanged={refresh} />
        </Suspense>
      )}
    </>
  );
}
