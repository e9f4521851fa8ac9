import { createContext, useContext, type ReactNode } from 'react';
import { Link as MuiLink } from '@mui/material';
import { RecordContextProvider, ReferenceField, TextField, useBasename, useListContext, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { pageReferences, type PageReferences } from '../../providers/prefetchReferences';
import type { FieldOf } from '../fieldKinds';
import { declaredPath } from '../recordPaths';
import { referenceTarget, type ReferenceTarget } from '../referenceName';
import { valueAt } from '../schema/records';

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
export function ReferenceNameField({ field, source, link }: { field: FieldOf<'reference'>; source: string; link?: true }) {
  const record = useRecordContext();
  const prefetched = useContext(PrefetchedRecords);
  const basename = useBasename();
  const target = referenceTarget(field.reference);
  const id = record ? valueAt(record, source) : undefined;
  const referenced = id === undefined || id === null ? undefined : prefetched?.[target.name]?.find((r) => String(r.id) === String(id));
  const name = <TextField source={target.labelField} />;
  const card = link && id !== undefined && id !== null && id !== '' ? cardPath(target, String(id)) : undefined;
  if (card) {
    return (
      // A click on the link opens the referenced card, not the row it sits in.
      <MuiLink component={Link} to={`${basename}/${card}`} underline="hover" onClick={(e) => e.stopPropagation()}>
        {/* The name when the record is readable; its id otherwise (deleted since, say). */}
        {referenced
          ? <RecordContextProvider value={referenced}>{name}</RecordContextProvider>
          : <ReferenceField source={source} emptyText={String(id)} reference={target.name} link={false}>{name}</ReferenceField>}
      </MuiLink>
    );
  }
  if (!referenced) return <ReferenceField source={source} emptyText="—" reference={target.name} link={false}>{name}</ReferenceField>;
  return <span className="RaReferenceField-root"><RecordContextProvider value={referenced}>{name}</RecordContextProvider></span>;
}

/** The address of a referenced record's card under the cabinet, without slashes around it. */
function cardPath(target: ReferenceTarget, id: string): string | undefined {
  if (target.card === 'edit') return declaredPath(target.name, 'edit', id) ?? `${target.name}/${encodeURIComponent(id)}`;
  if (target.card === 'show') return `${target.name}/${encodeURIComponent(id)}/show`;
  return undefined;
}
