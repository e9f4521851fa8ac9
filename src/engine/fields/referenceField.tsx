import { createContext, useContext, type ReactNode } from 'react';
import { RecordContextProvider, ReferenceField, TextField, useListContext, useRecordContext } from 'react-admin';
import { pageReferences, type PageReferences } from '../../providers/prefetchReferences';
import type { FieldOf } from '../fieldKinds';
import { referenceTarget } from '../referenceName';
import { lazyUi } from '../definition/lazyUi';
import { namesNoRecord } from '../../domain/objectId';
import { valueAt } from '../schema/records';

// Only the screens that declare a linked reference load the link.
const ReferenceLink = lazyUi(() => import('./referenceLink').then((m) => m.ReferenceLink), 'ReferenceLink');

const PrefetchedRecords = createContext<PageReferences | undefined>(undefined);

/**
 * A list page's records read with it (its `meta.references`, see
 * src/providers/prefetchReferences.ts), for the reference names of its rows. A context of their
 * own: reading the list's context, every cell would render again on each change of the selection
 * (select-all on 500 rows: 56 → 158 ms, against a budget of 100 ms); this value changes only with the page.
 */
export function PrefetchedRecordsProvider({ children }: { children: ReactNode }) {
  const { meta } = useListContext();
  return <PrefetchedRecords.Provider value={pageReferences(meta)}>{children}</PrefetchedRecords.Provider>;
}

/**
 * The name of a referenced record, by the target's x-label field. Under a list page that came
 * with the record (PrefetchedRecordsProvider) it is shown from there: ReferenceField's markup
 * without its per-cell query, access check and aggregated read (the 50 reference cells
 * of a campaigns page were a ~490 ms task on a simulated phone). Anywhere else, or for a record
 * that did not come with the page, react-admin's ReferenceField reads it. With `link` (a resource
 * file's field option) the name links to the referenced record's card.
 */
export function ReferenceNameField({
  field,
  source,
  link,
}: {
  field: FieldOf<'reference'>;
  source: string;
  link?: true;
}) {
  const record = useRecordContext();
  const prefetched = useContext(PrefetchedRecords);
  const target = referenceTarget(field.reference);
  const id = record ? valueAt(record, source) : undefined;
  // The platform's empty id names no record: «—», as a reference left empty, and nothing is read.
  if (namesNoRecord(id)) return <TextField source="id" record={{ id: '' }} emptyText="—" />;
  const referenced = prefetched?.[target.name]?.find((r) => String(r.id) === String(id));
  const name = <TextField source={target.labelField} />;
  if (link) return <ReferenceLink target={target} source={source} id={String(id)} referenced={referenced} />;
  if (!referenced)
    return (
      <ReferenceField source={source} emptyText="—" reference={target.name} link={false}>
        {name}
      </ReferenceField>
    );
  return (
    <span className="RaReferenceField-root">
      <RecordContextProvider value={referenced}>{name}</RecordContextProvider>
    </span>
  );
}
