import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { catalog } from '../engine/load';
import { useDefinition } from '../engine/views/useDefinition';
import type { ReferenceNames } from '../export/cellText';
import type { KabinetDataProvider } from '../providers/dataProvider';
import { commitRows, type CommitProgress } from './commit';
import { downloadErrorRows } from './errorsFile';
import { existingRecords } from './existing';
import { fill } from './fill';
import { ImportClient } from './importClient';
import { IMPORT_MESSAGES as M } from './importMessages';
import { autoMapping, unmappedRequired, type Mapping } from './mapping';
import type { ReadOptions } from './readTable';
import { namesById, resolveNames } from './referenceNames';
import type { PlanResult, TableInfo } from './session';
import { importShape, withDictionaries, type ImportResource, type ImportShape } from './shape';
import { ResultStep, timeLeft, WritingStep } from './steps/CommitStep';
import { FileStep, type ChosenFile } from './steps/FileStep';
import { MappingStep } from './steps/MappingStep';
import { CheckingStep, PreviewStep } from './steps/PreviewStep';
import { downloadTemplate } from './templateFile';

/**
 * The «Импорт» dialog of a list (loaded when opened): the file and its columns, the dry run's
 * preview, the writing with its progress and «Отменить», and the result (each step a component of
 * steps/). The file's rows stay in the import's worker; the dialog holds what it shows. See
 * docs/product.md#import.
 */
type Step = 'file' | 'checking' | 'preview' | 'writing' | 'result';

const PREVIEW_SIZE = 100;

export default function ImportDialog({ onClose }: { onClose: () => void }) {
  const { def, fields } = useDefinition();
  const dataProvider = useDataProvider<KabinetDataProvider>();
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
  // The dictionaries' names are read once, when the template or the check first needs them.
  const named = useRef<Promise<ImportShape> | null>(null);
  const namedShape = () =>
    (named.current ??= withDictionaries(shape, (name) => dataProvider.getDictionary(name)).catch((error: unknown) => {
      named.current = null;
      throw error;
    }));

  const [step, setStep] = useState<Step>('file');
  const [file, setFile] = useState<ChosenFile | null>(null);
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

  const read = async (chosen: ChosenFile, options: ReadOptions) => {
    setProblem(null);
    setBusy(M.reading);
    try {
      // The worker gets a copy of its own, moved rather than copied again: another encoding reads the file anew.
      const bytes = chosen.bytes.slice(0);
      const { table: info } = await worker().ask<'table'>({ type: 'read', bytes, options }, undefined, [bytes]);
      setFile(chosen);
      if (!info.count) {
        setTable(null);
        setProblem(M.empty);
        return;
      }
      setTable(info);
      setMapping(autoMapping(info.headings, shape.columns));
    } catch {
      setTable(null);
      setProblem(M.unreadable);
    } finally {
      setBusy(null);
    }
  };

  const check = async () => {
    setProblem(null);
    setStep('checking');
    try {
      setBusy(M.readingRecords);
      const full = await namedShape();
      const { existing, byId } = await existingRecords(dataProvider, resource);
      previous.current = byId;
      setBusy(M.resolving);
      const { texts } = await worker().ask<'texts'>({ type: 'texts', columns: full.columns, mapping });
      const resolved = await resolveNames(dataProvider, texts);
      setNames(namesById(resolved, texts));
      setBusy(null);
      setChecked({ done: 0, total: table!.count });
      const { result } = await worker().ask<'planned'>(
        {
          type: 'plan',
          schemaId: def.schema,
          setup: {
            columns: full.columns,
            mapping,
            key: full.key,
            unique: full.unique,
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
    downloadErrorRows(worker(), shape, mapping, refused, label, translate).catch(() => setProblem(M.templateFailed));

  const template = () =>
    namedShape()
      .then((full) => downloadTemplate(dataProvider, resource, full, translate))
      .catch(() => setProblem(M.templateFailed));

  const again = () => {
    setStep('file');
    setTable(null);
    setFile(null);
    setPlan(null);
    setProgress(null);
  };

  const missing = unmappedRequired(shape.columns, mapping);
  const refusedCount = progress ? Object.keys(progress.refused).length : 0;
  const writing = step === 'writing';
  const toWrite = plan ? plan.counts.create + plan.counts.update : 0;

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
          <>
            <FileStep
              busy={busy}
              file={file}
              table={table}
              onFile={(chosen) => read(chosen, {})}
              onReread={(options) => file && read(file, options)}
              onTemplate={template}
            />
            {file && table && (
              <MappingStep
                columns={shape.columns}
                headings={table.headings}
                mapping={mapping}
                missing={missing}
                onChange={setMapping}
              />
            )}
          </>
        )}
        {step === 'checking' && <CheckingStep busy={busy} checked={checked} />}
        {step === 'preview' && plan && (
          <PreviewStep plan={plan} columns={shape.columns} mapping={mapping} fields={fields} names={names} />
        )}
        {writing && progress && <WritingStep progress={progress} left={left} cancelling={cancelling} />}
        {step === 'result' && progress && plan && (
          <ResultStep progress={progress} counts={plan.counts} cancelled={cancelling} />
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
            <Button variant="contained" disabled={toWrite === 0} onClick={commit}>
              {toWrite === 0 ? M.nothingToWrite : M.commit}
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
            <Button onClick={again}>{M.again}</Button>
            <Button variant="contained" onClick={onClose}>
              {M.close}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
