import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import {
  Form,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  type RaRecord,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { interpolate } from '../../../i18n/translate';
import { parseTypedNumber } from '../../fields/numberInput';
import { formatRussianNumber } from '../../fields/russianNumber';
import { catalog } from '../../load';
import { valueAt } from '../../schema/records';
import { applyChanges, type BulkChange, type BulkHow, type FieldDiff } from './bulkChange';
import { BULK_EDIT_MESSAGES as TEXT } from './bulkEditMessages';
import { NUMERIC, type BulkField } from './bulkFields';
import { inTurn, saveEach, type Outcome } from './bulkSave';
import { refusalText } from './refusalText';
import { ChosenField } from './ChosenField';
import { BulkPreview } from './BulkPreview';

export interface Planned {
  record: RaRecord;
  next: Record<string, unknown>;
  diffs: FieldDiff[];
}

type Step =
  | { step: 'choose' }
  | { step: 'reading' }
  | { step: 'preview'; planned: Planned[]; unchanged: number; unread: { id: RaRecord['id']; reason: string }[] }
  | { step: 'saving'; done: number; total: number }
  | { step: 'done'; saved: number; total: number; refused: { record: RaRecord; reason: string }[] };

const EMPTY = {};

/** «Изменить выбранные» (docs/product.md#bulk-edit): choose fields, see each record old → new, save each. */
export default function BulkEditDialog({ fields, onClose }: { fields: BulkField[]; onClose(): void }) {
  const titleId = useId();
  const { selectedIds } = useListContext();
  const [count] = useState(selectedIds.length);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{interpolate(TEXT.title, { smart_count: count })}</DialogTitle>
      {/* A form of its own: what is typed for «Задать значение» uses the screens' inputs. */}
      <Form record={EMPTY} noValidate>
        <BulkEditSteps fields={fields} onClose={onClose} onBusy={setBusy} />
      </Form>
    </Dialog>
  );
}

function BulkEditSteps({
  fields,
  onClose,
  onBusy,
}: {
  fields: BulkField[];
  onClose(): void;
  onBusy(busy: boolean): void;
}) {
  const resource = useResourceContext()!;
  const def = catalog.byName(resource);
  const labelField = catalog.schemas.get(def.schema)['x-label'];
  const nameOf = (record: RaRecord) => String((labelField && record[labelField]) || record.id);
  const { selectedIds, data, onSelect } = useListContext();
  const [ids] = useState(() => [...selectedIds]);
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const form = useFormContext();
  const [chosen, setChosen] = useState<Record<string, BulkHow['how']>>({});
  const [by, setBy] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [state, setState] = useState<Step>({ step: 'choose' });
  const [changes, setChanges] = useState<BulkChange[]>([]);

  /** The chosen changes as typed, or null with the fields' messages set. */
  const readChanges = (): BulkChange[] | null => {
    const values = form.getValues() as Record<string, unknown>;
    const found: Record<string, string> = {};
    const list = fields.flatMap((bulk): BulkChange[] => {
      const how = chosen[bulk.field.source];
      if (!how) return [];
      if (how !== 'set') {
        const number = parseTypedNumber(by[bulk.field.source] ?? '');
        if (typeof number !== 'number') found[bulk.field.source] = TEXT.notNumber;
        return [{ ...bulk, change: { how, by: typeof number === 'number' ? number : 0 } }];
      }
      const value = valueAt(values, bulk.field.source);
      if (typeof value === 'string' && NUMERIC.has(bulk.field.kind)) found[bulk.field.source] = TEXT.notNumber;
      const blank = value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);
      if (blank && bulk.field.required) found[bulk.field.source] = TEXT.noValue;
      return [{ ...bulk, change: { how, value: blank ? null : value } }];
    });
    setErrors(found);
    if (!list.length) setProblem(TEXT.noneChosen);
    return list.length && !Object.keys(found).length ? list : null;
  };

  const preview = async () => {
    setProblem(null);
    const list = readChanges();
    if (!list) return;
    setChanges(list);
    setState({ step: 'reading' });
    // The rows the user selected, as the list shows them (their versions are what was seen); a
    // record selected on another page is read.
    const shown = new Map((data ?? []).map((record) => [record.id, record]));
    const unread: { id: RaRecord['id']; reason: string }[] = [];
    const records = await inTurn(ids, async (id) => {
      const row = shown.get(id);
      if (row) return row;
      return dataProvider.getOne(resource, { id, meta: { fatal: false, oneOfMany: true } }).then(
        ({ data: record }) => record,
        (error: unknown) => {
          unread.push({ id, reason: interpolate(TEXT.readFailed, { reason: refusalText(error, [], TEXT.readRetry) }) });
          return null;
        },
      );
    });
    const planned: Planned[] = [];
    let unchanged = 0;
    for (const record of records) {
      if (!record) continue;
      const { next, diffs } = applyChanges(record, list);
      if (diffs.length) planned.push({ record, next, diffs });
      else unchanged += 1;
    }
    setState({ step: 'preview', planned, unchanged, unread });
  };

  const save = async (planned: Planned[]) => {
    onBusy(true);
    let done = 0;
    setState({ step: 'saving', done, total: planned.length });
    const outcomes: Outcome[] = await saveEach(
      dataProvider,
      resource,
      planned,
      TEXT.retryLater,
      () => setState({ step: 'saving', done: ++done, total: planned.length }),
      changes,
    );
    onBusy(false);
    const refused = outcomes.flatMap((outcome, i) =>
      outcome.ok ? [] : [{ record: planned[i].record, reason: outcome.reason }],
    );
    const saved = planned.length - refused.length;
    const what = changes.map(changeText).join(', ');
    if (saved)
      notify(
        refused.length
          ? interpolate(TEXT.savedSome, { saved, total: planned.length, what })
          : interpolate(TEXT.savedAll, { saved, what }),
        { type: refused.length ? 'warning' : 'success' },
      );
    else notify(TEXT.savedNone, { type: 'error' });
    refresh();
    // The refused records stay selected, to be looked at or edited again; the saved ones are done.
    onSelect(refused.map((r) => r.record.id));
    if (!refused.length) onClose();
    else setState({ step: 'done', saved, total: planned.length, refused });
  };

  if (state.step === 'reading' || state.step === 'saving')
    return (
      <>
        <DialogContent>
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
            <CircularProgress size={24} />
            <Typography>
              {state.step === 'reading'
                ? TEXT.reading
                : interpolate(TEXT.saving, { done: state.done, total: state.total })}
            </Typography>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button disabled>{TEXT.cancel}</Button>
        </DialogActions>
      </>
    );

  if (state.step === 'preview')
    return (
      <>
        <DialogContent>
          <Typography variant="subtitle1" component="h3" gutterBottom>
            {TEXT.previewTitle}
          </Typography>
          {state.planned.length ? (
            <BulkPreview planned={state.planned} nameOf={nameOf} fields={changes} />
          ) : (
            <Alert severity="info">{TEXT.nothing}</Alert>
          )}
          {state.unchanged > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {interpolate(TEXT.unchanged, { smart_count: state.unchanged })}
            </Typography>
          )}
          {state.unread.map(({ id, reason }) => (
            <Alert key={String(id)} severity="error" sx={{ mt: 1 }}>
              {String(id)}: {reason}
            </Alert>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setState({ step: 'choose' })}>{TEXT.back}</Button>
          <Button
            variant="contained"
            autoFocus
            disabled={!state.planned.length}
            onClick={() => void save(state.planned)}
          >
            {interpolate(TEXT.save, { smart_count: state.planned.length })}
          </Button>
        </DialogActions>
      </>
    );

  if (state.step === 'done')
    return (
      <>
        <DialogContent>
          <Alert severity={state.saved ? 'warning' : 'error'} role="status">
            {state.saved
              ? interpolate(TEXT.savedSome, {
                  saved: state.saved,
                  total: state.total,
                  what: changes.map(changeText).join(', '),
                })
              : TEXT.savedNone}
          </Alert>
          <Typography sx={{ mt: 2 }}>{TEXT.refused}</Typography>
          <List dense data-testid="bulk-refused">
            {state.refused.map(({ record, reason }) => (
              <ListItem key={String(record.id)} disableGutters>
                <ListItemText primary={nameOf(record)} secondary={reason} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" autoFocus onClick={onClose}>
            {TEXT.close}
          </Button>
        </DialogActions>
      </>
    );

  return (
    <>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {TEXT.pick}
        </Typography>
        <Box role="group" aria-label={TEXT.fields}>
          {fields.map((bulk) => (
            <ChosenField
              key={bulk.field.source}
              bulk={bulk}
              how={chosen[bulk.field.source]}
              by={by[bulk.field.source] ?? ''}
              error={errors[bulk.field.source]}
              onHow={(how) =>
                setChosen(({ [bulk.field.source]: _, ...rest }) => (how ? { ...rest, [bulk.field.source]: how } : rest))
              }
              onBy={(text) => setBy((all) => ({ ...all, [bulk.field.source]: text }))}
            />
          ))}
        </Box>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TEXT.cancel}</Button>
        <Button variant="contained" onClick={() => void preview()}>
          {TEXT.next}
        </Button>
      </DialogActions>
    </>
  );
}

/** How a change reads in the outcome: «Лимиты: Дневной бюджет +10 %». */
function changeText({ title, change, field }: BulkChange): string {
  if (change.how === 'set') return interpolate(TEXT.setWhat, { title });
  const sign = change.by < 0 ? '−' : '+';
  const digits = field.kind === 'integer' ? 0 : 2;
  const amount = formatRussianNumber(Math.abs(change.by), { maximumFractionDigits: Math.max(digits, 6) });
  return interpolate(change.how === 'percent' ? TEXT.byPercentWhat : TEXT.byAmountWhat, { title, sign, by: amount });
}
