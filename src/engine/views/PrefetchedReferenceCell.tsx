import { createContext, useContext, type ReactNode } from 'react';
import { RecordContextProvider, TextField, useListContext, useRecordContext, type RaRecord } from 'react-admin';
import type { FieldDescriptor } from '../fieldKinds';
import { FieldView } from '../fields/render';
import { referenceTarget } from '../referenceName';
import { valueAt } from '../schema/records';

const PrefetchedRecords = createContext<Record<string, RaRecord[]> | undefined>(undefined);

/**
 * The page's prefetched records for its reference cells. A context of their own: listening to
 * the list's context, every cell would render again on each change of the selection (select-all
 * on 500 rows: 56 → 158 ms, issue 7); this value changes only with the page.
 */
export function PrefetchedRecordsProvider({ children }: { children: ReactNode }) {
  const { meta } = useListContext();
  return <PrefetchedRecords.Provider value={meta?.prefetched as Record<string, RaRecord[]> | undefined}>{children}</PrefetchedRecords.Provider>;
}

/**
 * A reference column's cell in the generated list, from the records read with the page
 * (react-admin's `meta.prefetched`, see src/providers/prefetchReferences.ts, under a
 * PrefetchedRecordsProvider): the same markup as
 * react-admin's ReferenceField without a link, but without its per-cell query, access check and
 * aggregated read (issue 7: ~40% of rendering a page of campaigns went to the 50 reference cells).
 * A record that did not come with the page is read by the ordinary ReferenceField.
 */
export function PrefetchedReferenceCell({ field }: { field: Extract<FieldDescriptor, { reference: string }> }) {
  const record = useRecordContext();
  const target = referenceTarget(field.reference);
  const id = record ? valueAt(record, field.source) : undefined;
  const prefetched = useContext(PrefetchedRecords)?.[target.name];
  const referenced = id === undefined || id === null ? undefined : prefetched?.find((r) => String(r.id) === String(id));
  if (!referenced) return <FieldView field={field} />;
  return (
    <span className="RaReferenceField-root">
      <RecordContextProvider value={referenced}>
        <TextField source={target.labelField} />
      </RecordContextProvider>
    </span>
  );
}
