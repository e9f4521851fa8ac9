import { Box, InputAdornment, Paper, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useMemo, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatNumber } from '../shared/values';
import { READABLE_WIDTH } from '../../engine';

const SHOWN = 300;

/**
 * The list's values (schema `content`, kept beside the record and read with it, GET /biglist/{id})
 * on the list's card, with a search box.
 */
export function BigListValuesField() {
  const record = useRecordContext<{ id: string; content?: string[] }>();
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const values = useMemo(() => record?.content ?? [], [record]);
  const found = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? values.filter((v) => v.toLowerCase().includes(needle)) : values;
  }, [values, search]);

  if (!record?.id) return null;
  if (!values.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('kabinet.bigLists.valuesEmpty')}
      </Typography>
    );
  return (
    <Box sx={{ width: '100%', maxWidth: READABLE_WIDTH }} data-testid="big-list-values">
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
