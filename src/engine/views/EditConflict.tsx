import { createContext, useContext, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useDataProvider, useEditContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { flattenFields } from '../analyse';
import type { FieldDescriptor } from '../fieldKinds';
import { catalog } from '../load';
import { valueAt, writablePayload } from '../schema/records';
import { READABLE_WIDTH } from '../fields/readableWidth';
import { Link } from 'react-router-dom';
import { HISTORY_HASH, journal } from './history/journal';

/** Whether the last save was refused because the record changed on the server (409). */
const ConflictContext = createContext<{ conflict: boolean; setConflict: (v: boolean) => void }>({
  conflict: false,
  setConflict: () => undefined,
});

export function ConflictProvider({ children }: { children: ReactNode }) {
  const [conflict, setConflict] = useState(false);
  return <ConflictContext.Provider value={{ conflict, setConflict }}>{children}</ConflictContext.Provider>;
}

export const useConflict = () => useContext(ConflictContext);

function display(field: FieldDescriptor, value: unknown, translate: (key: string) => string): string {
  if (value === undefined || value === null || value === '') return '—';
  if (field.kind === 'enum' || field.kind === 'dictionary') {
    const name = (v: unknown) => field.choices.find((c) => c.id === v)?.name ?? String(v);
    return Array.isArray(value) ? value.map(name).join(', ') : name(value);
  }
  // react-admin's own «Да»/«Нет», as a yes/no value reads on every other screen.
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * After a 409 the form keeps the user's edits and offers the current server version: what
 * differs, side by side, and a way to continue from it without retyping anything: the form is
 * reset to the new record and the user's changes are put back on top, so the next save carries
 * the new version and only what the user changed.
 */
export function EditConflictNotice() {
  const { conflict, setConflict } = useConflict();
  const { record, refetch } = useEditContext();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const [server, setServer] = useState<RaRecord | null>(null);
  if (!conflict || !record) return null;

  const def = catalog.byName(resource);
  const scalars = flattenFields(catalog.fields(def)).filter((f) => f.kind !== 'object' && !f.readOnly && !f.writeOnly);
  const mine = writablePayload(catalog.schemas, def.schema, getValues());
  const theirs = server ? writablePayload(catalog.schemas, def.schema, server) : {};
  const differences = scalars.filter(
    (f) => JSON.stringify(valueAt(mine, f.source)) !== JSON.stringify(valueAt(theirs, f.source)),
  );

  const show = async () => setServer((await dataProvider.getOne(resource, { id: record.id })).data);
  const continueFromServer = async () => {
    const values = getValues();
    const leaves = flattenFields(catalog.fields(def)).filter((f) => f.kind !== 'object' && !f.readOnly);
    const edits = leaves
      .filter((f) => JSON.stringify(valueAt(values, f.source)) !== JSON.stringify(valueAt(record, f.source)))
      .map((f) => [f.source, valueAt(values, f.source)] as const);
    await refetch();
    // The form resets itself to the new record; the user's changes go back on top, so they stay
    // unsaved changes against the new version.
    // The form may reset more than once while the refetched record settles (its queries are
    // re-read), so for a short, bounded while any reset edit is put back again.
    for (let waited = 0; waited <= 1_500; waited += 50) {
      edits.forEach(([source, value]) => {
        if (JSON.stringify(valueAt(getValues(), source)) !== JSON.stringify(value))
          setValue(source, value, { shouldDirty: true });
      });
      await new Promise((r) => setTimeout(r, 50));
    }
    setServer(null);
    setConflict(false);
  };

  return (
    <>
      <Alert
        severity="warning"
        sx={{ mb: 2, width: '100%', maxWidth: READABLE_WIDTH }}
        action={
          <Button color="inherit" size="small" onClick={show}>
            {translate('kabinet.conflict.show')}
          </Button>
        }
      >
        {translate('kabinet.conflict.notice')}
        {journal() && (
          <>
            {' '}
            <Link to={{ hash: HISTORY_HASH }}>{translate('kabinet.conflict.history')}</Link>
          </>
        )}
      </Alert>
      <Dialog open={!!server} onClose={() => setServer(null)} maxWidth="md" fullWidth>
        <DialogTitle>{translate('kabinet.conflict.title')}</DialogTitle>
        <DialogContent>
          {differences.length === 0 ? (
            translate('kabinet.conflict.same')
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('kabinet.conflict.field')}</TableCell>
                  <TableCell>{translate('kabinet.conflict.server')}</TableCell>
                  <TableCell>{translate('kabinet.conflict.mine')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {differences.map((f) => (
                  <TableRow key={f.source}>
                    <TableCell>{f.label}</TableCell>
                    <TableCell>{display(f, valueAt(theirs, f.source), translate)}</TableCell>
                    <TableCell>{display(f, valueAt(mine, f.source), translate)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setServer(null)}>{translate('ra.action.close')}</Button>
          <Button variant="contained" onClick={continueFromServer}>
            {translate('kabinet.conflict.continue')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
