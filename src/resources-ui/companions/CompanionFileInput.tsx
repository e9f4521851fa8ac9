import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Alert, Box, Button, FormHelperText, FormLabel, LinearProgress, Link, Paper, Stack, Typography } from '@mui/material';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { useDataProvider, useInput, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { requiredMark } from '../../engine/fields/render';
import type { StoredFile } from '../../providers/calls/storage';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { failureText, firstFieldError } from '../../providers/failures';
import { ACCEPT, isAllowedFormat, RECOMMENDED_BYTES, sizeParts } from './fileRules';

/** The first message of a field error, nested ones included ({ mimeType: { message } }). */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const value of Object.values(error)) {
    const nested = messageOf(value);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * The companion's file (schema fileInfo; the engine has no file kind yet). A picked or dropped
 * file is checked first — a format other than PNG/JPEG/GIF/WEBP stops with SPEC.md §5's
 * «Не допустимый формат файла», a file over the recommended size only warns — then uploaded at
 * once through POST /storage/uploadfile; the form keeps what the storage answered.
 */
export function CompanionFileInput({ source, label }: { source: string; label?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const { field, fieldState } = useInput({ source, validate: requiredMark });
  const dimensions = useWatch({ name: 'dimensions' }) as string | undefined;
  const value = field.value as StoredFile | null | undefined;
  const picker = useRef<HTMLInputElement>(null);
  const upload = useRef<AbortController | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [natural, setNatural] = useState<{ url: string; size: string } | null>(null);
  useEffect(() => () => upload.current?.abort(), []);

  const size = (bytes: number) => {
    const { key, value: n } = sizeParts(bytes);
    return translate(`kabinet.companions.${key}`, { value: n });
  };

  const take = async (file: File | undefined) => {
    if (!file) return;
    setWarning(null);
    if (!isAllowedFormat(file)) {
      setProblem(translate('kabinet.companions.fileBadFormat'));
      return;
    }
    setProblem(null);
    if (file.size > RECOMMENDED_BYTES) {
      setWarning(translate('kabinet.companions.fileTooBig', { size: size(file.size), limit: size(RECOMMENDED_BYTES) }));
    }
    upload.current?.abort();
    const abort = new AbortController();
    upload.current = abort;
    setUploading(true);
    try {
      const stored = await dataProvider.uploadFile(file, abort.signal);
      field.onChange(stored);
      field.onBlur();
      notify('kabinet.companions.fileUploaded', { type: 'success', messageArgs: { name: stored.name } });
    } catch (error) {
      if (abort.signal.aborted) return;
      const text = firstFieldError(error) ?? failureText(error, translate('kabinet.companions.fileUploadFailed'));
      setProblem(text);
      notify(text, { type: 'error' });
    } finally {
      if (upload.current === abort) setUploading(false);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files?.[0]);
  };

  const error = problem ?? (fieldState.invalid ? messageOf(fieldState.error) : undefined);
  const mismatch = value && natural?.url === value.url && dimensions && natural.size !== dimensions
    ? translate('kabinet.companions.fileWrongDimensions', { actual: natural.size.replace('x', ' × '), expected: dimensions.replace('x', ' × ') })
    : null;

  return (
    <Box sx={{ mb: 2, width: '100%', maxWidth: 720 }}>
      <FormLabel required error={!!error} sx={{ display: 'block', mb: 1, fontSize: '0.85rem' }}>{label}</FormLabel>
      <Paper
        variant="outlined"
        onDragOver={(e) => { e.preventDefault(); setDragging(true); }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          p: 2,
          borderRadius: 2,
          borderStyle: value ? 'solid' : 'dashed',
          borderColor: error ? 'error.main' : dragging ? 'primary.main' : undefined,
          bgcolor: dragging ? 'action.hover' : 'background.paper',
          transition: 'background-color 150ms, border-color 150ms',
        }}
      >
        {value ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Box
              sx={{
                width: 180, height: 120, flexShrink: 0, borderRadius: 1.5, overflow: 'hidden', display: 'grid', placeItems: 'center',
                backgroundColor: '#f3f4f7',
                backgroundImage: 'linear-gradient(45deg, #e7e9ee 25%, transparent 25%, transparent 75%, #e7e9ee 75%), linear-gradient(45deg, #e7e9ee 25%, transparent 25%, transparent 75%, #e7e9ee 75%)',
                backgroundSize: '16px 16px', backgroundPosition: '0 0, 8px 8px',
              }}
            >
              <img
                src={value.url}
                alt={value.name}
                style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', display: 'block' }}
                onLoad={(e) => setNatural({ url: value.url, size: `${e.currentTarget.naturalWidth}x${e.currentTarget.naturalHeight}` })}
              />
            </Box>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="subtitle2" noWrap title={value.name}>{value.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[size(value.size), value.mimeType.replace('image/', '').toUpperCase(), natural?.url === value.url ? natural.size.replace('x', ' × ') + ' px' : null].filter(Boolean).join(' · ')}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center' }}>
                <Button size="small" variant="outlined" disabled={uploading} onClick={() => picker.current?.click()}>
                  {translate('kabinet.companions.fileReplace')}
                </Button>
                <Link href={value.url} target="_blank" rel="noopener noreferrer" variant="body2">{translate('kabinet.companions.fileOpen')}</Link>
              </Stack>
            </Box>
          </Stack>
        ) : (
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
            <CloudUploadOutlinedIcon color={error ? 'error' : 'action'} sx={{ fontSize: 40 }} />
            <Typography variant="body2">{translate('kabinet.companions.fileDrop')}</Typography>
            <Button variant="contained" size="small" disabled={uploading} onClick={() => picker.current?.click()}>
              {translate('kabinet.companions.fileChoose')}
            </Button>
            <Typography variant="caption" color="text.secondary">
              {translate('kabinet.companions.fileFormats', { size: size(RECOMMENDED_BYTES) })}
            </Typography>
          </Stack>
        )}
        {uploading && (
          <Box sx={{ mt: 2 }}>
            <LinearProgress />
            <Typography variant="caption" color="text.secondary">{translate('kabinet.companions.fileUploading')}</Typography>
          </Box>
        )}
        <input
          ref={picker}
          type="file"
          hidden
          accept={ACCEPT}
          aria-label={label}
          data-testid="companion-file-input"
          onChange={(e) => {
            void take(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Paper>
      {error && <FormHelperText error role="alert">{error}</FormHelperText>}
      {[warning, mismatch].filter(Boolean).map((text) => (
        <Alert key={text} severity="warning" variant="outlined" sx={{ mt: 1, py: 0 }}>{text}</Alert>
      ))}
    </Box>
  );
}
