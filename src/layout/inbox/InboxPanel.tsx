import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Divider, List, ListItem, Popover, Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { Link } from 'react-router-dom';
import { catalog } from '../../engine/load';
import { screenPath } from '../../engine/recordPaths';
import { interpolate } from '../../i18n/translate';
import type { NotificationItem } from '../../providers/calls/notifications';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { useCabinet } from '../cabinetContext';
import { INBOX_MESSAGES as TEXT } from './inboxMessages';

const FEED = 'notification';
const PAGE = 10;

/**
 * The records a notification names, by the feed schema's x-reference fields (its account, its
 * group), as links to their screens where the cabinet has one.
 */
function namedRecords(item: NotificationItem): { label: string; to: string }[] {
  const properties = catalog.schemas.get(FEED).properties ?? {};
  return Object.entries(properties).flatMap(([name, property]) => {
    const resolved = catalog.schemas.resolve(property);
    const key = resolved['x-reference'] ?? property['x-reference'];
    const id = (item as unknown as Record<string, unknown>)[name];
    const def = typeof key === 'string' ? catalog.byKey(key) : undefined;
    if (!def || typeof id !== 'string' || !id) return [];
    const screen = def.disable?.includes('edit') ? 'show' : 'edit';
    return [
      {
        label: `${TEXT.open}: ${String(property.title ?? resolved.title ?? def.label)}`,
        to: screenPath(def.path, screen, id),
      },
    ];
  });
}

/** The new notifications (docs/product.md#inbox): marked read one by one or all, each opening the record it names. */
export default function InboxPanel({
  anchor,
  onClose,
  onChanged,
}: {
  anchor: HTMLElement;
  onClose: () => void;
  onChanged: () => void;
}) {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const { basename } = useCabinet();
  const [items, setItems] = useState<NotificationItem[] | null>(null);
  const [total, setTotal] = useState(0);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    dataProvider.getNotifications({ status: 'new', pageSize: PAGE }, abort.signal).then(
      ({ data, total: all }) => {
        setItems(data);
        setTotal(all);
      },
      () => !abort.signal.aborted && setFailed(true),
    );
    return () => abort.abort();
  }, [dataProvider, round]);
  const changed = () => {
    onChanged();
    setRound((n) => n + 1);
  };
  const read = (id: string) => dataProvider.markNotificationRead(id).then(changed, () => setFailed(true));
  const readAll = () => dataProvider.markAllNotificationsRead().then(changed, () => setFailed(true));

  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': TEXT.title, sx: { width: 380, maxHeight: 520 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          {TEXT.title}
        </Typography>
        {!!items?.length && (
          <Button size="small" onClick={() => void readAll()}>
            {TEXT.markAll}
          </Button>
        )}
      </Box>
      <Divider />
      {failed ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {TEXT.failed}
        </Alert>
      ) : !items ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
          <CircularProgress size={24} aria-label={TEXT.title} />
        </Box>
      ) : items.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {TEXT.empty}
        </Typography>
      ) : (
        <List dense disablePadding>
          {items.map((item) => (
            <ListItem key={item.id} divider sx={{ display: 'block' }} data-testid="inbox-item">
              <Typography variant="subtitle2" component="p">
                {item.title}
              </Typography>
              {item.text && (
                <Typography variant="body2" color="text.secondary">
                  {item.text}
                </Typography>
              )}
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
                {namedRecords(item).map(({ label, to }) => (
                  <Button
                    key={to}
                    size="small"
                    component={Link}
                    to={`${basename}/${to}`}
                    onClick={() => {
                      void read(item.id);
                      onClose();
                    }}
                  >
                    {label}
                  </Button>
                ))}
                <Button size="small" onClick={() => void read(item.id)}>
                  {TEXT.markRead}
                </Button>
              </Box>
            </ListItem>
          ))}
          {total > items.length && (
            // An item of the list like the others: a list holds only items (axe, screen readers).
            <ListItem sx={{ p: 2 }}>
              <Typography variant="body2" color="text.secondary">
                {interpolate(TEXT.more, { count: total - items.length })}
              </Typography>
            </ListItem>
          )}
        </List>
      )}
    </Popover>
  );
}
