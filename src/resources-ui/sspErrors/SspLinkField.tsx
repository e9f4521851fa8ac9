import { Link as MuiLink } from '@mui/material';
import { ReferenceField, TextField, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { useScreenPath, valueAt } from '../../engine';

/** The SSP resource (resources/ssps.ts): its card is ssps/edit/{sspSysname} (docs/product.md#routes). */
const SSPS = 'system/ssps';

/**
 * An error's SSP by its name, a link to the SSP's card: from the log of all SSPs an operator goes
 * straight to the source that fails (its settings, its own log, its switch).
 */
export function SspLinkField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const screenPath = useScreenPath();
  const sysname = record ? valueAt(record, source) : undefined;
  if (typeof sysname !== 'string' || !sysname) return <span>—</span>;
  const card = screenPath(SSPS, 'edit', sysname);
  return (
    <MuiLink component={Link} to={card} underline="hover" onClick={(e) => e.stopPropagation()}>
      {/* The name when the SSP is readable; its sysname otherwise (deleted since, say). */}
      <ReferenceField source={source} reference={SSPS} link={false} emptyText={sysname}>
        <TextField source="name" />
      </ReferenceField>
    </MuiLink>
  );
}
