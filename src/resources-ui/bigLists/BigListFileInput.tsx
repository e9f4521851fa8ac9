import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { Box, Button, FormHelperText, FormLabel, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useInput, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { StoredFile } from '../../providers/calls/storage';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { errorText, failureText } from '../audience/shared';

const ACCEPT = '.txt,.csv,text/plain,text/csv';
const isListFile = (file: File) => /\.(txt|csv)$/i.test(file.name);

/**
 * The big list's file (schema `file`): a TXT or CSV picked here goes to the storage at once
 * (POST /storage/uploadfile, multipart) and the form keeps what the storage answered; on save the
 * server reads the values from it. On an existing list a new file replaces the values.
 */
export function BigListFileInput({ source, label }: { source: string; label?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const { field, fieldState } = useInput({ source });
  const value = field.value as StoredFile | null | undefined;
  const picker = useRef<HTMLInputElement>(null);
  const upload = useRef<AbortController | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  useEffect(() => () => upload.current?.abort(), []);

  const take = async (file: File | undefined) => {
    if (!file) return;
    if (!isListFile(file)) {
      setProblem(translate('kabinet.bigLists.fileBadFormat'));
      return;
    }
    setProblem(null);
    upload.current?.abort();
    const abort = new AbortController();
    upload.current = abort;
    setUploading(true);
    try {
      const stored = await dataProvider.uploadFile(file, abort.signal);
      field.onChange(stored);
      field.onBlur();
      notify('kabinet.bigLists.fileUploaded', { type: 'success', messageArgs: { name: stored.name } });
    } catch (error) {
      if (abort.signal.aborted) return;
      const text = failureText(error, translate('kabinet.bigLists.fileUploadFailed'));
      setProblem(text);
      notify(text, { type: 'error' });
    } finally {
      if (upload.current === abort) setUploading(false);
    }
  };

  const error = problem ?? (fieldState.invalid ? errorText(fieldState.error) : undefined);
  return (
    <Box sx={{ mb: 2, width: '100%', maxWidth: 720 }}>
      <FormLabel error={!!error} sx={{ display: 'block', mb: 1, fontSize: '0.85rem' }}>{label}</FormLabel>
      <Paper
        variant="outlined"
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          void take(e.dataTransfer.files?.[0]);
        }}
        sx={{ p: 2, borderRadius: 2, borderStyle: value ? 'solid' : 'dashed', borderColor: error ? 'error.main' : undefined }}
      >
        {value ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <DescriptionOutlinedIcon color="action" sx={{ fontSize: 36 }} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="subtitle2" noWrap title={value.name}>{value.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('kabinet.bigLists.fileSize', { size: Math.max(1, Math.round(value.size / 1024)) })}
              </Typography>
            </Box>
            <Button size="small" variant="outlined" disabled={uploading} onClick={() => picker.current?.click()}>
              {translate('kabinet.bigLists.fileReplace')}
            </Button>
          </Stack>
        ) : (
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 1.5 }}>
            <CloudUploadOutlinedIcon color={error ? 'error' : 'action'} sx={{ fontSize: 36 }} />
            <Typography variant="body2">{translate('kabinet.bigLists.fileDrop')}</Typography>
            <Button variant="contained" size="small" disabled={uploading} onClick={() => picker.current?.click()}>
              {translate('kabinet.bigLists.fileChoose')}
            </Button>
          </Stack>
        )}
        {uploading && (
          <Box sx={{ mt: 2 }}>
            <LinearProgress />
            <Typography variant="caption" color="text.secondary">{translate('kabinet.bigLists.fileUploading')}</Typography>
          </Box>
        )}
        <input
          ref={picker}
          type="file"
          hidden
          accept={ACCEPT}
          aria-label={label}
          data-testid="big-list-file-input"
          onChange={(e) => {
            void take(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Paper>
      <FormHelperText error={!!error} role={error ? 'alert' : undefined}>
        {error ?? translate(record?.id ? 'kabinet.bigLists.fileReplaceHint' : 'kabinet.bigLists.fileHint')}
      </FormHelperText>
    </Box>
  );
}
