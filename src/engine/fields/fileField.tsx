import { Link, Stack, Typography } from '@mui/material';
import { useContext } from 'react';
import { ListContext, useFieldValue } from 'react-admin';
import { formatBytes } from '../schema/files';
import type { FieldOf } from '../fieldKinds';
import { FilePreview, siblingPath } from './filePreview';
import { FILE_TEXTS } from './fileTexts';
import { shownFile } from './fileValue';

/**
 * A file field on show pages and in lists: its preview (a picture or a video; an icon
 * otherwise), name and size. In a list row it is a small line; on the card a larger preview with
 * a link to open the file. Its own module, loaded on first render.
 */
export function FileField({ field, source }: { field: FieldOf<'file'>; source: string }) {
  const compact = useContext(ListContext) !== null;
  const value = useFieldValue({ source });
  const url = useFieldValue({ source: field.file.url ? siblingPath(source, field.file.url) : source });
  const file = shownFile(value, field.file.url ? url : undefined);
  if (!file)
    return (
      <Typography variant="body2" color="text.disabled">
        {FILE_TEXTS.none}
      </Typography>
    );
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <FilePreview file={file} alt={file.name || field.label} size={compact ? 'small' : 'large'} />
      <Stack sx={{ minWidth: 0 }}>
        {file.name && (
          <Typography variant="body2" noWrap title={file.name} sx={{ maxWidth: compact ? 220 : 420 }}>
            {file.name}
          </Typography>
        )}
        {file.size !== undefined && (
          <Typography variant="caption" color="text.secondary">
            {formatBytes(file.size)}
          </Typography>
        )}
        {!compact && (
          <Link href={file.url} target="_blank" rel="noopener noreferrer" variant="body2">
            {FILE_TEXTS.open}
          </Link>
        )}
      </Stack>
    </Stack>
  );
}
