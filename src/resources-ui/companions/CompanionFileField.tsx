import { Box, Stack, Typography } from '@mui/material';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import { useRecordContext, useTranslate } from 'react-admin';
import type { StoredFile } from '../../providers/calls/storage';
import { sizeParts } from './fileRules';

/**
 * The companion's file: a thumbnail, the file name and its size. In the list (source
 * "fileInfo.name") a compact row; on the card (source "fileInfo") a larger preview.
 */
export function CompanionFileField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const file = record?.fileInfo as StoredFile | undefined;
  const compact = source !== 'fileInfo';
  if (!file?.url) {
    return <Typography variant="body2" color="text.disabled">{translate('kabinet.companions.fileNone')}</Typography>;
  }
  const { key, value } = sizeParts(file.size);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Box
        sx={{
          width: compact ? 64 : 240, height: compact ? 40 : 160, flexShrink: 0, borderRadius: 1, overflow: 'hidden',
          display: 'grid', placeItems: 'center', bgcolor: '#f1f3f6', border: '1px solid', borderColor: 'divider',
        }}
      >
        {file.mimeType?.startsWith('image/')
          ? <img src={file.url} alt={file.name} loading="lazy" style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', display: 'block' }} />
          : <BrokenImageOutlinedIcon color="disabled" />}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap title={file.name} sx={{ maxWidth: compact ? 220 : 420 }}>{file.name}</Typography>
        <Typography variant="caption" color="text.secondary">{translate(`kabinet.companions.${key}`, { value })}</Typography>
      </Box>
    </Stack>
  );
}
