import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberOutlinedIcon from '@mui/icons-material/WarningAmberOutlined';
import dayjs from 'dayjs';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { NotificationItem } from '../../providers/calls/notifications';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { failureText, SIDE_BY_SIDE_WIDTH } from '../../engine';
import { PagedTableFooter } from '../shared/PagedTableFooter';

const LEVELS = {
  info: { Icon: InfoOutlinedIcon, color: 'info.main' },
  warning: { Icon: WarningAmberOutlinedIcon, color: 'warning.main' },
  error: { Icon: ErrorOutlinedIcon, color: 'error.main' },
} as const;
const PAGE_SIZES = [5, 10, 25];

type Feed =
  | { status: 'loading' }
  | { status: 'ready'; rows: NotificationItem[]; total: number; unread: number; all: number }
  | { status: 'failed' };

/**
 * The group's notification feed on its page, in place of the schema's `feed` (never stored):
 * GET /v2/notifications?groupId= newest first, GET /v2/notifications/count for the summary,
 * «Отметить прочитанным» (PATCH /v2/notifications/{id}) and «Отметить все прочитанными»
 * (PATCH /v2/notifications {groupId}). Notifications go from new to read only (docs/product.md#states).
 */
export function NotificationFeed() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const groupId = record?.id === undefined ? undefined : String(record.id);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[1]);
  const [onlyNew, setOnlyNew] = useState(false);
  const [feed, setFeed] = useState<Feed>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  /** After a change: the feed, and the group's own count of new ones (its record). */
  const changed = () => {
    reload();
    refresh();
  };

  useEffect(() => {
    if (!groupId) return;
    const abort = new AbortController();
    Promise.resolve()
      .then(() =>
        Promise.all([
          dataProvider.getNotifications(
            { groupId, status: onlyNew ? 'new' : undefined, page: page + 1, pageSize },
            abort.signal,
          ),
          dataProvider.countNotifications(groupId, abort.signal),
        ]),
      )
      .then(
        ([list, count]) =>
          setFeed({ status: 'ready', rows: list.data, total: list.total, unread: count.unread, all: count.total }),
        (error: unknown) => {
          if (abort.signal.aborted) return;
          setFeed({ status: 'failed' });
          notify(failureText(error, translate('kabinet.notificationGroups.feedFailed')), { type: 'error' });
        },
      );
    return () => abort.abort();
  }, [dataProvider, groupId, page, pageSize, onlyNew, version, notify, translate]);

  if (!groupId) return null;

  const markRead = async (item: NotificationItem) => {
    setBusy(item.id);
    try {
      await dataProvider.markNotificationRead(item.id);
      notify('kabinet.notificationGroups.markedRead', { type: 'success', messageArgs: { title: item.title ?? '' } });
      changed();
    } catch (error) {
      notify(failureText(error, translate('kabinet.notificationGroups.markReadFailed')), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const markAll = async () => {
    setBusy('all');
    try {
      const { updated } = await dataProvider.markAllNotificationsRead(groupId);
      notify('kabinet.notificationGroups.markedAllRead', { type: 'success', messageArgs: { smart_count: updated } });
      setPage(0);
      changed();
    } catch (error) {
      notify(failureText(error, translate('kabinet.notificationGroups.markAllReadFailed')), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  if (feed.status === 'failed') {
    return (
      <Alert
        severity="error"
        sx={{ maxWidth: SIDE_BY_SIDE_WIDTH }}
        action={
          <Button color="inherit" size="small" onClick={reload}>
            {translate('kabinet.notificationGroups.feedRetry')}
          </Button>
        }
      >
        {translate('kabinet.notificationGroups.feedFailed')}
      </Alert>
    );
  }

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: SIDE_BY_SIDE_WIDTH, borderRadius: 2, overflow: 'hidden' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', px: 2, py: 1, bgcolor: 'action.hover', flexWrap: 'wrap' }}
      >
        <Typography variant="subtitle2" sx={{ flex: 1 }} data-testid="notification-feed-summary">
          {feed.status === 'ready'
            ? translate('kabinet.notificationGroups.feedSummary', { unread: feed.unread, total: feed.all })
            : '…'}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={onlyNew}
              onChange={(e) => {
                setOnlyNew(e.target.checked);
                setPage(0);
              }}
            />
          }
          label={<Typography variant="body2">{translate('kabinet.notificationGroups.feedOnlyNew')}</Typography>}
        />
        <Button
          size="small"
          variant="outlined"
          disabled={busy !== null || feed.status !== 'ready' || feed.unread === 0}
          startIcon={busy === 'all' ? <CircularProgress size={14} color="inherit" /> : <DoneAllIcon />}
          onClick={() => void markAll()}
        >
          {translate('kabinet.notificationGroups.markAllRead')}
        </Button>
      </Stack>
      {feed.status === 'loading' ? (
        <Box sx={{ p: 2 }}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={56} />
          ))}
        </Box>
      ) : feed.rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
          {translate(onlyNew ? 'kabinet.notificationGroups.feedEmptyNew' : 'kabinet.notificationGroups.feedEmpty')}
        </Typography>
      ) : (
        <List
          disablePadding
          aria-label={translate('kabinet.notificationGroups.feedSummary', { unread: feed.unread, total: feed.all })}
        >
          {feed.rows.map((item) => {
            const level = LEVELS[item.level ?? 'info'] ?? LEVELS.info;
            const fresh = item.status === 'new';
            return (
              <ListItem
                key={item.id}
                divider
                data-testid="notification-item"
                data-status={item.status}
                sx={{
                  alignItems: 'flex-start',
                  gap: 1.5,
                  py: 1.5,
                  bgcolor: fresh ? 'rgba(25, 118, 210, 0.04)' : undefined,
                }}
                secondaryAction={
                  fresh ? (
                    <Tooltip title={translate('kabinet.notificationGroups.markRead')}>
                      <span>
                        <IconButton
                          edge="end"
                          aria-label={`${translate('kabinet.notificationGroups.markRead')}: ${item.title ?? ''}`}
                          disabled={busy !== null}
                          onClick={() => void markRead(item)}
                        >
                          {busy === item.id ? <CircularProgress size={18} /> : <DoneIcon />}
                        </IconButton>
                      </span>
                    </Tooltip>
                  ) : undefined
                }
              >
                <Tooltip title={translate(`kabinet.notificationGroups.levels.${item.level ?? 'info'}`)}>
                  <level.Icon sx={{ color: level.color, mt: 0.25 }} fontSize="small" />
                </Tooltip>
                <Box sx={{ flex: 1, minWidth: 0, pr: 5 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography variant="body2" sx={{ fontWeight: fresh ? 600 : 400 }}>
                      {item.title}
                    </Typography>
                    {fresh && (
                      <Chip
                        size="small"
                        color="primary"
                        label={translate('kabinet.notificationGroups.statusNew')}
                        sx={{ height: 20 }}
                      />
                    )}
                  </Stack>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
                    {item.text}
                  </Typography>
                  <Typography variant="caption" color="text.disabled">
                    {item.createdAt ? dayjs(item.createdAt).format('DD.MM.YYYY HH:mm') : ''}
                  </Typography>
                </Box>
              </ListItem>
            );
          })}
        </List>
      )}
      {feed.status === 'ready' && feed.total > 0 && (
        <PagedTableFooter
          count={feed.total}
          page={page}
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          onPage={setPage}
          onPageSize={setPageSize}
          sizeLabel="kabinet.notificationGroups.perPage"
        />
      )}
    </Paper>
  );
}
