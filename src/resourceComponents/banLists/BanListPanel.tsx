import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import {
  Alert,
  Box,
  Checkbox,
  Chip,
  FormControlLabel,
  LinearProgress,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { formatNumber, linesOf } from '../shared/values';
import { ActionButton, useTell } from '../../engine';
import { PagedTableFooter } from '../shared/PagedTableFooter';

type SortField = 'name' | 'impressions' | 'clicks' | 'ctr';

/**
 * The card of a ban list: the campaign's places with their numbers (GET /ban/{kind}/{campaignId},
 * paged with skip/take, sorted, onlyTarget for the banned ones), the ticked ones banned or unbanned
 * (PUT /ban/{kind}); a place the campaign has not reached yet can be banned by name.
 */
export function BanListPanel() {
  const record = useRecordContext<{ id: string; campaignId?: string; kind?: 'bundle' | 'domain'; version?: number }>();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const tell = useTell();
  const [page, setPage] = useState(0);
  const [take, setTake] = useState(10);
  const [sort, setSort] = useState<{ field: SortField; desc: boolean }>({ field: 'impressions', desc: true });
  const [onlyTarget, setOnlyTarget] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [manual, setManual] = useState('');
  const kind = record?.kind ?? 'bundle';
  const query = { skip: page * take, take, sort: `${sort.desc ? '-' : ''}${sort.field}`, onlyTarget };
  const { data, isPending, isFetching, isError, refetch } = useQuery({
    queryKey: ['kabinet', 'ban', kind, record?.campaignId, query, record?.version],
    queryFn: ({ signal }) => dataProvider.getBanPlacements(kind, String(record!.campaignId), query, signal),
    enabled: !!record?.campaignId,
    placeholderData: keepPreviousData,
    retry: false,
  });
  if (!record?.campaignId) return null;

  const change = async (ban: string[], unban: string[]) => {
    const result = await tell(() => dataProvider.setBanned(kind, String(record.campaignId), ban, unban), {
      success: () =>
        ban.length
          ? ['kabinet.banLists.bannedDone', { smart_count: ban.length }]
          : ['kabinet.banLists.unbannedDone', { smart_count: unban.length }],
      failure: 'kabinet.banLists.failed',
    });
    if (result) {
      setSelected([]);
      setManual('');
      await refetch();
      refresh();
    }
  };
  const items = data?.items ?? [];
  const toggle = (name: string) => setSelected((s) => (s.includes(name) ? s.filter((n) => n !== name) : [...s, name]));
  const allOnPage = items.length > 0 && items.every((i) => selected.includes(i.name));
  const header = (field: SortField, label: string, numeric = false) => (
    <TableCell
      align={numeric ? 'right' : 'left'}
      sortDirection={sort.field === field ? (sort.desc ? 'desc' : 'asc') : false}
    >
      <TableSortLabel
        active={sort.field === field}
        direction={sort.field === field && sort.desc ? 'desc' : 'asc'}
        onClick={() => {
          setSort((s) => ({ field, desc: s.field === field ? !s.desc : field !== 'name' }));
          setPage(0);
        }}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
  const selectedBanned = items.filter((i) => selected.includes(i.name) && i.banned).map((i) => i.name);
  const selectedActive = items.filter((i) => selected.includes(i.name) && !i.banned).map((i) => i.name);

  return (
    <Box sx={{ width: '100%', maxWidth: 900 }} data-testid="ban-list-panel">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={onlyTarget}
              onChange={(e) => {
                setOnlyTarget(e.target.checked);
                setPage(0);
              }}
            />
          }
          label={translate('kabinet.banLists.onlyTarget')}
        />
        <Box sx={{ flex: 1 }} />
        {selected.length > 0 && (
          <Typography variant="body2">
            {translate('kabinet.banLists.selected', { smart_count: selected.length })}
          </Typography>
        )}
        <ActionButton
          label="kabinet.banLists.ban"
          color="error"
          variant="outlined"
          icon={<BlockIcon />}
          disabled={!selectedActive.length}
          confirm={{
            title: 'kabinet.banLists.banTitle',
            content: 'kabinet.banLists.banContent',
            options: { smart_count: selectedActive.length },
          }}
          onRun={() => change(selectedActive, [])}
        />
        <ActionButton
          label="kabinet.banLists.unban"
          variant="outlined"
          icon={<LockOpenIcon />}
          disabled={!selectedBanned.length}
          onRun={() => change([], selectedBanned)}
        />
      </Stack>
      {isError && <Alert severity="error">{translate('kabinet.banLists.loadFailed')}</Alert>}
      <Paper variant="outlined">
        {isFetching && <LinearProgress />}
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  aria-label={translate('ra.action.select_all')}
                  checked={allOnPage}
                  indeterminate={!allOnPage && items.some((i) => selected.includes(i.name))}
                  onChange={() =>
                    setSelected((s) =>
                      allOnPage
                        ? s.filter((n) => !items.some((i) => i.name === n))
                        : [...new Set([...s, ...items.map((i) => i.name)])],
                    )
                  }
                />
              </TableCell>
              {header(
                'name',
                translate(kind === 'bundle' ? 'kabinet.banLists.nameBundle' : 'kabinet.banLists.nameDomain'),
              )}
              {header('impressions', translate('kabinet.banLists.impressions'), true)}
              {header('clicks', translate('kabinet.banLists.clicks'), true)}
              {header('ctr', translate('kabinet.banLists.ctr'), true)}
              <TableCell>{translate('kabinet.banLists.state')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow
                key={item.name}
                hover
                selected={selected.includes(item.name)}
                onClick={() => toggle(item.name)}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell padding="checkbox">
                  <Checkbox
                    aria-label={`${translate('ra.action.select_row')}: ${item.name}`}
                    checked={selected.includes(item.name)}
                  />
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{item.name}</TableCell>
                <TableCell align="right">{formatNumber(item.impressions)}</TableCell>
                <TableCell align="right">{formatNumber(item.clicks)}</TableCell>
                <TableCell align="right">{item.ctr.toLocaleString('ru-RU')}</TableCell>
                <TableCell>
                  {item.banned ? (
                    <Chip size="small" color="error" label={translate('kabinet.banLists.banned')} />
                  ) : (
                    <Chip size="small" variant="outlined" label={translate('kabinet.banLists.active')} />
                  )}
                </TableCell>
              </TableRow>
            ))}
            {!isPending && !items.length && (
              <TableRow>
                <TableCell colSpan={6}>
                  <Typography variant="body2" color="text.secondary">
                    {translate('kabinet.banLists.empty')}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        <PagedTableFooter
          count={data?.total ?? 0}
          page={page}
          pageSize={take}
          pageSizes={[10, 25, 50]}
          onPage={setPage}
          onPageSize={setTake}
        />
      </Paper>
      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={translate('kabinet.banLists.manual')}
          helperText={translate('kabinet.banLists.manualHint')}
          value={manual}
          onChange={(e) => setManual(e.target.value)}
          sx={{ flex: 1, maxWidth: 520 }}
          // Enter here must not submit the card's form.
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.preventDefault();
          }}
        />
        <ActionButton
          label="kabinet.banLists.ban"
          color="error"
          variant="outlined"
          size="medium"
          icon={<BlockIcon />}
          disabled={!linesOf(manual).length}
          onRun={() => change(linesOf(manual), [])}
        />
      </Stack>
    </Box>
  );
}
