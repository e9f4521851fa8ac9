import { Alert, Box, CircularProgress, InputAdornment, Paper, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { formatNumber } from '../shared/values';

const SHOWN = 300;

/**
 * The list's values (schema `content`, kept beside the record): loaded from GET /biglist/{id}
 * when the card opens and again after every change of the record, with a search box.
 */
export function BigListValuesField() {
  const record = useRecordContext<{ id: string; version?: number; valuesCount?: number }>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const [search, setSearch] = useState('');
  const { data, isPending, isError } = useQuery({
    queryKey: ['kabinet', 'bigList', record?.id, record?.version],
    queryFn: ({ signal }) => dataProvider.getBigList(String(record!.id), signal),
    enabled: !!record?.id,
    retry: false,
  });
  const values = useMemo(() => data?.content ?? [], [data]);
  const found = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? values.filter((v) => v.toLowerCase().includes(needle)) : values;
  }, [values, search]);

  if (!record?.id) return null;
  if (isPending) return <CircularProgress size={20} />;
  if (isError) return <Alert severity="error">{translate('kabinet.bigLists.valuesLoadFailed')}</Alert>;
  if (!values.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('kabinet.bigLists.valuesEmpty')}
      </Typography>
    );
  return (
    <Box sx={{ width: '100%', maxWidth: 720 }} data-testid="big-list-values">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={translate('kabinet.bigLists.valuesSearch')}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Paper variant="outlined" sx={{ maxHeight: 260, overflow: 'auto', p: 1.5 }}>
        {found.length ? (
          <Box
            component="ul"
            sx={{
              m: 0,
              p: 0,
              listStyle: 'none',
              columnWidth: 220,
              columnGap: 3,
              fontFamily: 'monospace',
              fontSize: 13,
            }}
          >
            {found.slice(0, SHOWN).map((v) => (
              <li key={v} style={{ breakInside: 'avoid', overflowWrap: 'anywhere' }}>
                {v}
              </li>
            ))}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('kabinet.bigLists.valuesNotFound')}
          </Typography>
        )}
      </Paper>
      {search.trim() && found.length > 0 && found.length <= SHOWN && (
        <Typography variant="caption" color="text.secondary">
          {translate('kabinet.bigLists.valuesFound', { count: formatNumber(found.length) })}
        </Typography>
      )}
      {found.length > SHOWN && (
        <Typography variant="caption" color="text.secondary">
          {translate('kabinet.bigLists.valuesShown', { shown: SHOWN, count: formatNumber(found.length) })}
        </Typography>
      )}
    </Box>
  );
}
