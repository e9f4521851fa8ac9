import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { catalog } from '../engine/load';
import { useDefinition } from '../engine/views/useDefinition';
import type { ReferenceNames } from '../export/cellText';
import { ImportClient, ImportFailure } from './importClient';
import { IMPORT_MESSAGES as M } from './importMessages';
import { ImportPreview } from './ImportPreview';
import {
  commitRows,
  downloadErrorRows,
  downloadTemplate,
  existingRecords,
  fill,
  importShape,
  namesById,
  resolveNames,
  type CommitProgress,
  type ImportResource,
} from './importWork';
import { autoMapping, unmappedRequired, type Mapping } from './mapping';
import type { Delimiter, Encoding } from './readTable';
import type { PlanResult, TableInfo } from './session';

/**
 * The «Импорт» dialog of a list (loaded when opened): the file and its columns, the dry run's
 * preview, the writing with its progress and «Отменить», and the result. See docs/product.md#import.
 */
type Step = 'file' | 'checking' | 'preview' | 'writing' | 'result';

const PREVIEW_SIZE = 100;

function timeLeft(started: number, done: number, total: number): string | null {
  if (done < 3 || done >= total) return null;
  const seconds = Math.ceil((((Date.now() - started) / done) * (total - done)) / 1000);
  return seconds < 90 ? fill(M.seconds, { count: seconds }) : fill(M.minutes, { count: Math.ceil(seconds / 60) });
}

export default function ImportDialog({ onClose }: { onClose: () => void }) {
  const { def, fields } = useDefinition();
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const refresh = useRefresh();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const resource: ImportResource = useMemo(() => ({ def, fields, schemas: catalog.schemas }), [def, fields]);
  const shape = useMemo(() => importShape(resource), [resource]);
  const label = translate(def.label, { _: def.label });
  const words = useMemo(
    () => ({
      yes: [translate('ra.boolean.true').toLowerCase(), ...M.yesWords],
      no: [translate('ra.boolean.false').toLowerCase(), ...M.noWords],
    }),
    [translate],
  );

  const client = useRef<ImportClient | null>(null);
  useEffect(() => () => client.current?.close(), []);
  const worker = () => (client.current ??= new ImportClient());

  const [step, setStep] = useState<Step>('file');
  const [file, setFile] = useState<{ name: string; bytes: ArrayBuffer } | null>(null);
  const [table, setTable] = useState<TableInfo | null>(null);
  const [mapping, setMapping] = useState<Mapping>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [checked, setChecked] = useState<{ done: number; total: number } | null>(null);
  const [plan, setPlan] = useState<PlanResult | null>(null);
  const [names, setNames] = useState<ReferenceNames>(new Map());
  const previous = useRef<Map<string, RaRecord>>(new Map());
  const [progress, setProgress] = useState<CommitProgress | null>(null);
  const [left, setLeft] = useState<string | null>(null);
  const cancel = useRef(false);
  const [cancelling, setCancelling] = useState(false);

  const read = async (
    chosen: { name: string; bytes: ArrayBuffer },
    options: { encoding?: Encoding; delimiter?: Delimiter },
  ) => {
    setProblem(null);
    setBusy(M.reading);
    try {
      const { table: info } = await worker().ask<'table'>(
        { type: 'read', bytes: chosen.bytes.slice(0), options },
        undefined,
      );
      setFile(chosen);
      if (!info.count) {
        setTable(null);
        setProblem(M.empty);
        return;
      }
      setTable(info);
      setMapping(autoMapping(info.headings, shape.columns));
    } catch (error) {
      setTable(null);
      setProblem(error instanceof ImportFailure && error.unreadable ? M.unreadable : M.unreadable);
    } finally {
      setBusy(null);
    }
  };

  const check = async () => {
    setProblem(null);
    setStep('checking');
    try {
      setBusy(M.readingRecords);
      const { existing, byId } = await existingRecords(dataProvider, resource);
      previous.current = byId;
      setBusy(M.resolving);
      const { texts } = await worker().ask<'texts'>({ type: 'texts', columns: shape.columns, mapping });
      const resolved = await resolveNames(dataProvider, texts);
      setNames(namesById(resolved, texts));
      setBusy(null);
      setChecked({ done: 0, total: table!.count });
      const { result } = await worker().ask<'planned'>(
        {
          type: 'plan',
          schemaId: def.schema,
          setup: {
            columns: shape.columns,
            mapping,
            key: shape.key,
            unique: shape.unique,
            words,
            names: resolved,
            existing,
          },
          previewSize: PREVIEW_SIZE,
        },
        (done, total) => setChecked({ done, total }),
      );
      setPlan(result);
      setStep('preview');
    } catch {
      setProblem(M.checkFailed);
      setStep('file');
    } finally {
      setBusy(null);
      setChecked(null);
    }
  };

  const commit = async () => {
    cancel.current = false;
    setCancelling(false);
    const started = Date.now();
    setLeft(null);
    const total = plan!.counts.create + plan!.counts.update;
    setProgress({ done: 0, total, created: 0, updated: 0, refused: {} });
    setStep('writing');
    const final = await commitRows(
      dataProvider,
      worker(),
      resource,
      shape,
      previous.current,
      () => cancel.current,
      (now) => {
        setProgress(now);
        setLeft(timeLeft(started, now.done, now.total));
      },
    );
    setProgress(final);
    refresh();
    setStep('result');
  };

  const errorsFile = (refused: Record<number, string>) =>
    downloadErrorRows(worker(), shape, mapping, refused, label).catch(() => setProblem(M.templateFailed));

  const template = () =>
    downloadTemplate(dataProvider, resource, shape, translate).catch(() => setProblem(M.templateFailed));

  const missing = unmappedRequired(shape.columns, mapping);
  const refusedCount = progress ? Object.keys(progress.refused).length : 0;
  const writing = step === 'writing';

  return (
    <Dialog
      open
      onClose={writing ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="lg"
      aria-labelledby="import-title"
    >
      <DialogTitle id="import-title">{fill(M.title, { name: label })}</DialogTitle>
      <DialogContent>
        {problem && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        {step === 'file' && (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {M.fileHint}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button variant="outlined" component="label" disabled={!!busy}>
                {M.pickFile}
                <input
                  type="file"
                  hidden
                  accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  onChange={async (event) => {
                    const chosen = event.target.files?.[0];
                    event.target.value = '';
                    if (chosen) await read({ name: chosen.name, bytes: await chosen.arrayBuffer() }, {});
                  }}
                />
              </Button>
              <Button onClick={template}>{M.template}</Button>
            </Stack>
            {busy && (
              <Box role="status">
                <Typography variant="body2">{busy}</Typography>
                <LinearProgress />
              </Box>
            )}
            {file && table && (
              <>
                <Typography role="status">{fill(M.fileRead, { name: file.name, count: table.count })}</Typography>
                {table.format === 'csv' && (
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <TextField
                      select
                      label={M.encoding}
                      value={table.encoding}
                      onChange={(e) => read(file, { encoding: e.target.value as Encoding, delimiter: table.delimiter })}
                      slotProps={{ select: { native: true } }}
                      size="small"
                    >
                      <option value="utf-8">UTF-8</option>
                      <option value="windows-1251">Windows-1251</option>
                    </TextField>
                    <TextField
                      select
                      label={M.delimiter}
                      value={table.delimiter}
                      onChange={(e) => read(file, { encoding: table.encoding, delimiter: e.target.value as Delimiter })}
                      slotProps={{ select: { native: true } }}
                      size="small"
                    >
                      <option value=";">{M.delimiterSemicolon}</option>
                      <option value=",">{M.delimiterComma}</option>
                    </TextField>
                  </Stack>
                )}
                {missing.length > 0 && (
                  <Alert severity="warning">
                    {fill(M.requiredUnmapped, { fields: missing.map((c) => `«${c.header}»`).join(', ') })}
                  </Alert>
                )}
                <Typography variant="subtitle1" component="h3">
                  {M.mappingTitle}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {M.mappingHint}
                </Typography>
                <Box
                  sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
                  }}
                >
                  {shape.columns.map((column) => (
                    <TextField
                      key={column.source}
                      select
                      size="small"
                      label={column.required ? `${column.header} *` : column.header}
                      value={column.source in mapping ? String(mapping[column.source]) : ''}
                      onChange={(e) => {
                        const next = { ...mapping };
                        const index = e.target.value === '' ? undefined : Number(e.target.value);
                        for (const [source, i] of Object.entries(next)) if (i === index) delete next[source];
                        delete next[column.source];
                        if (index !== undefined) next[column.source] = index;
                        setMapping(next);
                      }}
                      slotProps={{ select: { native: true } }}
                    >
                      <option value="">{M.notImported}</option>
                      {table.headings.map((h, i) => (
                        <option key={i} value={String(i)}>
                          {h || `${i + 1}`}
                        </option>
                      ))}
                    </TextField>
                  ))}
                </Box>
              </>
            )}
          </Stack>
        )}
        {step === 'checking' && (
          <Box role="status">
            <Typography variant="body2">
              {checked ? fill(M.checking, { done: checked.done, total: checked.total }) : busy}
            </Typography>
            <LinearProgress
              variant={checked ? 'determinate' : 'indeterminate'}
              value={checked ? (checked.done / Math.max(1, checked.total)) * 100 : undefined}
              aria-label={M.check}
            />
          </Box>
        )}
        {step === 'preview' && plan && (
          <Stack spacing={2}>
            <Typography role="status">{fill(M.summary, { ...plan.counts })}</Typography>
            <ImportPreview plan={plan} columns={shape.columns} mapping={mapping} fields={fields} names={names} />
          </Stack>
        )}
        {writing && progress && (
          <Box role="status">
            <Typography>{fill(M.writing, { done: progress.done, total: progress.total })}</Typography>
            <LinearProgress
              variant="determinate"
              value={(progress.done / Math.max(1, progress.total)) * 100}
              aria-label={fill(M.writing, { done: progress.done, total: progress.total })}
              sx={{ my: 1 }}
            />
            <Typography variant="body2" color="text.secondary">
              {cancelling ? M.cancelling : left ? fill(M.timeLeft, { time: left }) : '\u00a0'}
            </Typography>
          </Box>
        )}
        {step === 'result' && progress && plan && (
          <Stack spacing={2}>
            <Typography variant="h6" component="p">
              {cancelling ? M.resultCancelled : M.resultTitle}
            </Typography>
            <Typography role="status">
              {fill(M.result, {
                created: progress.created,
                updated: progress.updated,
                unchanged: plan.counts.unchanged,
                error: plan.counts.error + refusedCount,
              })}
            </Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {step === 'file' && (
          <>
            <Button onClick={onClose}>{M.close}</Button>
            <Button variant="contained" disabled={!table || !!busy || missing.length > 0} onClick={check}>
              {M.check}
            </Button>
          </>
        )}
        {step === 'preview' && plan && (
          <>
            <Button onClick={() => setStep('file')}>{M.back}</Button>
            {plan.counts.error > 0 && <Button onClick={() => errorsFile({})}>{M.errorsFile}</Button>}
            <Button variant="contained" disabled={plan.counts.create + plan.counts.update === 0} onClick={commit}>
              {plan.counts.create + plan.counts.update === 0 ? M.nothingToWrite : M.commit}
            </Button>
          </>
        )}
        {writing && (
          <Button
            disabled={cancelling}
            onClick={() => {
              cancel.current = true;
              setCancelling(true);
            }}
          >
            {M.cancel}
          </Button>
        )}
        {step === 'result' && progress && plan && (
          <>
            {plan.counts.error + refusedCount > 0 && (
              <Button onClick={() => errorsFile(progress.refused)}>{M.errorsFile}</Button>
            )}
            <Button
              onClick={() => {
                setStep('file');
                setTable(null);
                setFile(null);
                setPlan(null);
                setProgress(null);
              }}
            >
              {M.again}
            </Button>
            <Button variant="contained" onClick={onClose}>
              {M.close}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
