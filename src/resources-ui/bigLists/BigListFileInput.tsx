import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { Box, FormHelperText, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { FileDropZone, useStorageUpload } from '../shared/FileDropZone';

const ACCEPT = '.txt,.csv,text/plain,text/csv';
const isListFile = (file: File) => /\.(txt|csv)$/i.test(file.name);

/**
 * The big list's file (schema `file`): a TXT or CSV picked here goes to the storage at once
 * (POST /storage/uploadfile, multipart) and the form keeps what the storage answered; on save the
 * server reads the values from it. On an existing list a new file replaces the values.
 */
export function BigListFileInput({ source, label }: { source: string; label?: string }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const { value, error, uploading, take } = useStorageUpload({
    source,
    check: (file) => (isListFile(file) ? null : translate('kabinet.bigLists.fileBadFormat')),
    texts: { uploaded: 'kabinet.bigLists.fileUploaded', failed: 'kabinet.bigLists.fileUploadFailed' },
  });
  return (
    <FileDropZone
      label={label}
      error={error}
      accept={ACCEPT}
      testId="big-list-file-input"
      uploading={uploading}
      onFile={(file) => void take(file)}
      texts={{
        drop: translate('kabinet.bigLists.fileDrop'),
        choose: translate('kabinet.bigLists.fileChoose'),
        replace: translate('kabinet.bigLists.fileReplace'),
        uploading: translate('kabinet.bigLists.fileUploading'),
      }}
      chosen={value ? (replace) => (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <DescriptionOutlinedIcon color="action" sx={{ fontSize: 36 }} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="subtitle2" noWrap title={value.name}>{value.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('kabinet.bigLists.fileSize', { size: Math.max(1, Math.round(value.size / 1024)) })}
            </Typography>
          </Box>
          {replace}
        </Stack>
      ) : undefined}
    >
      <FormHelperText error={!!error} role={error ? 'alert' : undefined}>
        {error ?? translate(record?.id ? 'kabinet.bigLists.fileReplaceHint' : 'kabinet.bigLists.fileHint')}
      </FormHelperText>
    </FileDropZone>
  );
}
