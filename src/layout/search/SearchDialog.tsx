import { Box, CircularProgress, Dialog, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useDataProvider, useStore } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { catalog } from '../../engine/load';
import { screenPath } from '../../engine/recordPaths';
import { interpolate } from '../../i18n/translate';
import { accessHolderOf } from '../../providers/authProvider';
import { useCabinet } from '../cabinetContext';
import { RECENT_KEY, withRecent, type RecentRecord } from './recentRecords';
import { SEARCH_MESSAGES as TEXT } from './searchMessages';
import { searchTargets, type SearchTarget } from './searchTargets';

/** Names shown per resource: the search finds a record, it does not replace the list. */
const PER_RESOURCE = 5;
/** The names calls wait for a pause in the typing. */
const PAUSE_MS = 250;
/** Names calls at a time: the browser's own limit per host is six. */
const AT_ONCE = 4;
/** An ObjectID: asked by id, not by name. */
const OBJECT_ID = /^[0-9a-f]{24}$/i;

interface Group {
  target: SearchTarget;
  records: RecentRecord[];
  state: 'asking' | 'done' | 'failed';
}

/**
 * Search from anywhere (docs/product.md#search): every resource the cabinet may open, by a record's
 * name or id through the names call (GET /v2/labels/{schema}), grouped by resource; the records
 * opened from here last when nothing is typed. Keyboard first: the field keeps the focus, the
 * arrows move through the found records (a combobox over a listbox), Enter opens one, Esc closes.
 */
export default function SearchDialog({ onClose }: { onClose(): void }) {
  const { user, navigation, basename } = useCabinet();
  const targets = useMemo(
    () =>
      searchTargets(
        catalog.resources,
        (schema) => catalog.schemas.get(schema)['x-label'],
        navigation.rules,
        accessHolderOf(user),
      ),
    [navigation, user],
  );
  const dataProvider = useDataProvider();
  const navigate = useNavigate();
  const [recent, setRecent] = useStore<RecentRecord[]>(RECENT_KEY, []);
  const [query, setQuery] = useState('');
  const [groups, setGroups] = useState<Group[]>([]);
  const [active, setActive] = useState(0);
  const titleId = useId();
  const listId = useId();
  const optionId = (i: number) => `${listId}-${i}`;
  const asked = query.trim();

  /** What is typed: the groups start asking afresh (the effect below asks once the typing pauses). */
  const type = (text: string) => {
    setQuery(text);
    setActive(0);
    setGroups(text.trim() ? targets.map((target) => ({ target, records: [], state: 'asking' })) : []);
  };

  useEffect(() => {
    if (!asked) return;
    const abort = new AbortController();
    const byId = OBJECT_ID.test(asked);
    const timer = setTimeout(() => {
      let next = 0;
      const ask = async () => {
        while (next < targets.length && !abort.signal.aborted) {
          const index = next++;
          const { def, labelField } = targets[index];
          const state = await dataProvider
            .getList(def.path, {
              pagination: { page: 1, perPage: PER_RESOURCE },
              sort: { field: labelField, order: 'ASC' },
              filter: byId ? { ids: [asked] } : { q: asked },
              meta: { lookup: true },
              signal: abort.signal,
            })
            .then(
              ({ data }) => ({
                state: 'done' as const,
                records: data.map((r) => ({
                  resource: def.path,
                  id: String(r.id),
                  label: String(r[labelField] ?? r.id),
                })),
              }),
              () => ({ state: 'failed' as const, records: [] }),
            );
          if (abort.signal.aborted) return;
          setGroups((all) => all.map((g, i) => (i === index ? { ...g, ...state } : g)));
        }
      };
      for (let i = 0; i < AT_ONCE; i++) void ask();
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [asked, targets, dataProvider]);

  const shown = asked ? groups.filter((g) => g.records.length > 0 || g.state === 'failed') : [];
  const options = asked ? shown.flatMap((g) => g.records) : recent;
  const current = Math.min(active, Math.max(options.length - 1, 0));
  const stillAsking = groups.some((g) => g.state === 'asking');
  const labelOf = (resource: string) => catalog.resources.find((d) => d.path === resource)?.label ?? resource;

  const open = (record: RecentRecord) => {
    setRecent(withRecent(recent, record));
    onClose();
    navigate(`${basename}/${screenPath(record.resource, 'edit', record.id)}`);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (options[current]) open(options[current]);
    }
  };

  // The active option stays in sight as the arrows move through a long list.
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    listRef.current?.querySelector(`[id="${optionId(current)}"]`)?.scrollIntoView?.({ block: 'nearest' });
  });

  const key = (record: RecentRecord) => `${record.resource}:${record.id}`;
  const indexOf = new Map(options.map((record, i) => [key(record), i]));
  const option = (record: RecentRecord, withResource: boolean) => {
    const i = indexOf.get(key(record))!;
    return (
      <Box
        key={key(record)}
        id={optionId(i)}
        role="option"
        aria-selected={i === current}
        onClick={() => open(record)}
        onMouseMove={() => i !== current && setActive(i)}
        sx={{
          px: 2,
          py: 0.75,
          cursor: 'pointer',
          borderRadius: 1,
          bgcolor: i === current ? 'action.selected' : undefined,
        }}
      >
        <Typography variant="body2" component="span">
          {record.label}
        </Typography>
        {withResource && ' '}
        {withResource && (
          <Typography variant="caption" color="text.secondary" component="span" sx={{ ml: 1 }}>
            {labelOf(record.resource)}
          </Typography>
        )}
      </Box>
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <DialogTitle id={titleId} sx={{ pb: 1 }}>
        {TEXT.title}
      </DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label={TEXT.input}
          placeholder={TEXT.placeholder}
          value={query}
          onChange={(e) => type(e.target.value)}
          onKeyDown={onKeyDown}
          helperText={TEXT.hint}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-expanded': options.length > 0,
              'aria-controls': listId,
              'aria-autocomplete': 'list',
              'aria-activedescendant': options.length ? optionId(current) : undefined,
              autoComplete: 'off',
            },
          }}
          sx={{ mt: 1 }}
        />
        <Box
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={asked ? TEXT.results : TEXT.recent}
          sx={{ mt: 2, maxHeight: 420, overflow: 'auto' }}
        >
          {!asked && recent.length > 0 && (
            <Box role="group" aria-label={TEXT.recent}>
              <Typography variant="overline" color="text.secondary" component="div" role="presentation" sx={{ px: 2 }}>
                {TEXT.recent}
              </Typography>
              {recent.map((record) => option(record, true))}
            </Box>
          )}
          {shown.map((group) => (
            <Box key={group.target.def.path} role="group" aria-label={group.target.def.label} sx={{ mb: 1 }}>
              <Typography variant="overline" color="text.secondary" component="div" role="presentation" sx={{ px: 2 }}>
                {group.target.def.label}
              </Typography>
              {group.state === 'failed' ? (
                <Typography variant="body2" color="error" sx={{ px: 2 }}>
                  {interpolate(TEXT.failed, { resource: group.target.def.label })}
                </Typography>
              ) : (
                group.records.map((record) => option(record, false))
              )}
            </Box>
          ))}
        </Box>
        <Box role="status" sx={{ px: 2, minHeight: 24 }}>
          {!asked && !recent.length && (
            <Typography variant="body2" color="text.secondary">
              {TEXT.noRecent}
            </Typography>
          )}
          {asked && stillAsking && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <CircularProgress size={16} />
              <Typography variant="body2" color="text.secondary">
                {TEXT.searching}
              </Typography>
            </Box>
          )}
          {asked && !stillAsking && !shown.length && (
            <Typography variant="body2" color="text.secondary">
              {interpolate(TEXT.nothing, { query: asked })}
            </Typography>
          )}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
