import { Link as MuiLink } from '@mui/material';
import { RecordContextProvider, ReferenceField, TextField, useBasename, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { declaredPath } from '../recordPaths';
import type { ReferenceTarget } from '../referenceName';

/** The address of a referenced record's card under the cabinet, without slashes around it. */
function cardPath(target: ReferenceTarget, id: string): string | undefined {
  if (target.card === 'edit') return declaredPath(target.name, 'edit', id) ?? `${target.name}/${encodeURIComponent(id)}`;
  if (target.card === 'show') return `${target.name}/${encodeURIComponent(id)}/show`;
  return undefined;
}

/**
 * A reference as a link to the referenced record's card (a resource file's `link`): by its
 * name when the record is readable, by its id otherwise (deleted since, say).
 */
export function ReferenceLink({ target, source, id, referenced }: { target: ReferenceTarget; source: string; id: string; referenced?: RaRecord }) {
  const basename = useBasename();
  const card = cardPath(target, id);
  const name = <TextField source={target.labelField} />;
  const shown = referenced
    ? <RecordContextProvider value={referenced}>{name}</RecordContextProvider>
    : <ReferenceField source={source} emptyText={id} reference={target.name} link={false}>{name}</ReferenceField>;
  if (!card) return shown;
  // A click on the link opens the referenced card, not the row it sits in.
  return <MuiLink component={Link} to={`${basename}/${card}`} underline="hover" onClick={(e) => e.stopPropagation()}>{shown}</MuiLink>;
}
