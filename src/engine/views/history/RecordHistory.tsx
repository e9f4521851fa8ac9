import {
  Alert,
  Box,
  Button as MuiButton,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  Typography,
} from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import {
  Button,
  useCanAccess,
  useGetList,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { flattenFields } from '../../analyse';
import type { FieldDescriptor } from '../../fieldKinds';
import { catalog } from '../../load';
import { formatRussianDate } from '../../fields/russianDate';
import { formatRussianNumber } from '../../fields/russianNumber';
import { interpolate } from '../../../i18n/translate';
import { HISTORY_MESSAGES as TEXT } from './historyMessages';
import { HISTORY_HASH, journal } from './journal';

const PAGE = 50;

/**
 * «История» on a record's screens (docs/product.md#record-history): the journal's lines about the
 * record, newest first. Shown to a cabinet that may read the journal; opened by the address's
 * #history, so the 409 panel's link and a copied address open it as well.
 */
export function RecordHistoryButton() {
  const record = useRecordContext();
  const found = journal();
  const { canAccess } = useCanAccess({ action: 'list', resource: found?.def.path ?? '', enabled: !!found });
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  if (!found || !canAccess || !record) return null;
  const open = hash === HISTORY_HASH;
  return (
    <>
      <Button label={TEXT.open} onClick={() => navigate({ pathname, search, hash: HISTORY_HASH })}>
        <HistoryIcon />
      </Button>
      {open && (
        <HistoryDialog record={record} onClose={() => navigate({ pathname, search, hash: '' }, { replace: true })} />
      )}
    </>
  );
}

type Change = { field: string; before?: unknown; after?: unknown };

function HistoryDialog({ record, onClose }: { record: RaRecord; onClose: () => void }) {
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const { def: log, fields: names } = journal()!;
  const def = catalog.byName(resource);
  const schema = catalog.schemas.get(def.schema);
  const labelField = schema['x-label'];
  const recordName = labelField ? record[labelField] : undefined;
  const { data, total, isPending, error } = useGetList(log.path, {
    filter: { [names.objectId]: String(record.id) },
    sort: { field: names.time, order: 'DESC' },
    pagination: { page: 1, perPage: PAGE },
    meta: { fatal: false },
  });
  const fields = flattenFields(catalog.fields(def));
  const logFields = catalog.fields(log);
  const actionField = logFields.find((f) => f.source === names.action);
  const actionName = (value: unknown) =>
    (actionField && 'choices' in actionField ? actionField.choices.find((c) => c.id === value)?.name : undefined) ??
    String(value ?? '');
  const title = recordName ? interpolate(TEXT.title, { name: `«${String(recordName)}»` }) : TEXT.titlePlain;

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="record-history-title">
      <DialogTitle id="record-history-title">{title}</DialogTitle>
      <DialogContent dividers>
        {isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label={TEXT.titlePlain} />
          </Box>
        ) : error ? (
          <Alert severity="error">{TEXT.failed}</Alert>
        ) : !data?.length ? (
          <Typography color="text.secondary">{TEXT.empty}</Typography>
        ) : (
          <List dense disablePadding>
            {data.map((line) => {
              const changes = (names.changes ? (line[names.changes] as Change[] | undefined) : undefined) ?? [];
              const named = (names.fields ? (line[names.fields] as string[] | undefined) : undefined) ?? [];
              const withValues = new Set(changes.map((c) => c.field));
              const plain = named.filter((f) => ![...withValues].some((c) => c === f || c.startsWith(`${f}.`)));
              return (
                <ListItem key={String(line.id)} data-testid="history-entry" divider sx={{ display: 'block', py: 1.25 }}>
                  <Typography variant="subtitle2" component="p">
                    {actionName(names.action ? line[names.action] : undefined)}
                    {' · '}
                    {formatRussianDate(line[names.time], true)}
                    {' · '}
                    {String((names.user ? line[names.user] : undefined) ?? TEXT.unknownUser)}
                  </Typography>
                  {(changes.length > 0 || plain.length > 0) && (
                    <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }} aria-label={TEXT.changes}>
                      {changes.map((change) => (
                        <Typography component="li" variant="body2" key={change.field}>
                          <b>{fieldTitle(fields, change.field)}</b>
                          {': '}
                          {'before' in change || 'after' in change
                            ? `${shown(fields, change.field, change.before, translate)} → ${shown(fields, change.field, change.after, translate)}`
                            : TEXT.secret}
                        </Typography>
                      ))}
                      {plain.map((field) => (
                        <Typography component="li" variant="body2" key={field}>
                          <b>{fieldTitle(fields, field)}</b>
                        </Typography>
                      ))}
                    </Box>
                  )}
                </ListItem>
              );
            })}
          </List>
        )}
        {total !== undefined && data && total > data.length && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {interpolate(TEXT.more, { shown: data.length, total })}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{TEXT.close}</MuiButton>
      </DialogActions>
    </Dialog>
  );
}

/** A field's Russian title by its dotted path; a nested one with its parent's («Лимиты: Дневной бюджет»). */
function fieldTitle(fields: FieldDescriptor[], path: string): string {
  const found = fields.find((f) => f.source === path);
  if (!found) return path;
  const parent = path.includes('.') ? fields.find((f) => f.source === path.slice(0, path.lastIndexOf('.'))) : undefined;
  return parent ? `${parent.label}: ${found.label}` : found.label;
}

function shown(fields: FieldDescriptor[], path: string, value: unknown, translate: (key: string) => string): string {
  if (value === undefined || value === null || value === '') return TEXT.noValue;
  const field = fields.find((f) => f.source === path);
  if (field && 'choices' in field && field.choices.length) {
    const name = (v: unknown) => field.choices.find((c) => c.id === v)?.name ?? String(v);
    return Array.isArray(value) ? value.map(name).join(', ') : name(value);
  }
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (typeof value === 'number') return formatRussianNumber(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
