import { Link as MuiLink } from '@mui/material';
import { RecordContextProvider, ReferenceField, TextField, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { useScreenPath } from '../recordPaths';
import type { ReferenceTarget } from '../referenceName';

/**
 * A reference as a link to the referenced record's card (a resource file's `link`): by its
 * name when the record is readable, by its id otherwise (deleted since, say).
 */
export function ReferenceLink({
  target,
  source,
  id,
  referenced,
}: {
  target: ReferenceTarget;
  source: string;
  id: string;
  referenced?: RaRecord;
}) {
  // The card at the address the target's resource file declares (system/ssps/edit/{sspSysname}).
  const screenPath = useScreenPath();
  const card = target.card && screenPath(target.name, target.card, id);
  const name = <TextField source={target.labelField} />;
  const shown = referenced ? (
    <RecordContextProvider value={referenced}>{name}</RecordContextProvider>
  ) : (
    <ReferenceField source={source} emptyText={id} reference={target.name} link={false}>
      {name}
    </ReferenceField>
  );
  if (!card) return shown;
  // A click on the link opens the referenced card, not the row it sits in.
  return (
    <MuiLink component={Link} to={card} underline="hover" onClick={(e) => e.stopPropagation()}>
      {shown}
    </MuiLink>
  );
}
