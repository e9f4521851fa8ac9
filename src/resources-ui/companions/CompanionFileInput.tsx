import { useState } from 'react';
import { Alert, Box, FormHelperText, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { requiredMark } from '../../engine';
import { FileDropZone, useStorageUpload } from '../shared/FileDropZone';
import { ACCEPT, isAllowedFormat, RECOMMENDED_BYTES, sizeParts } from './fileRules';

/** A checkerboard behind the preview, so transparent parts of the image show as such. */
const CHECKERBOARD = {
  backgroundColor: '#f3f4f7',
  backgroundImage: 'linear-gradient(45deg, #e7e9ee 25%, transparent 25%, transparent 75%, #e7e9ee 75%), linear-gradient(45deg, #e7e9ee 25%, transparent 25%, transparent 75%, #e7e9ee 75%)',
  backgroundSize: '16px 16px',
  backgroundPosition: '0 0, 8px 8px',
};

/**
 * The companion's file (schema fileInfo; the engine has no file kind yet). A picked or dropped
 * file is checked first — a format other than PNG/JPEG/GIF/WEBP stops with
 * «Не допустимый формат файла» (docs/product.md#validation), a file over the recommended size only warns — then uploaded at
 * once through POST /storage/uploadfile; the form keeps what the storage answered.
 */
export function CompanionFileInput({ source, label }: { source: string; label?: string }) {
  const translate = useTranslate();
  const dimensions = useWatch({ name: 'dimensions' }) as string | undefined;
  const [warning, setWarning] = useState<string | null>(null);
  const [natural, setNatural] = useState<{ url: string; size: string } | null>(null);
  const size = (bytes: number) => {
    const { key, value: n } = sizeParts(bytes);
    return translate(`kabinet.companions.${key}`, { value: n });
  };
  const { value, error, uploading, take } = useStorageUpload({
    source,
    validate: requiredMark,
    check: (file) => {
      const tooBig = isAllowedFormat(file) && file.size > RECOMMENDED_BYTES;
      setWarning(tooBig ? translate('kabinet.companions.fileTooBig', { size: size(file.size), limit: size(RECOMMENDED_BYTES) }) : null);
      return isAllowedFormat(file) ? null : translate('kabinet.companions.fileBadFormat');
    },
    texts: { uploaded: 'kabinet.companions.fileUploaded', failed: 'kabinet.companions.fileUploadFailed' },
  });

  const mismatch = value && natural?.url === value.url && dimensions && natural.size !== dimensions
    ? translate('kabinet.companions.fileWrongDimensions', { actual: natural.size.replace('x', ' × '), expected: dimensions.replace('x', ' × ') })
    : null;

  return (
    <FileDropZone
      label={label}
      required
      error={error}
      accept={ACCEPT}
      testId="companion-file-input"
      uploading={uploading}
      onFile={(file) => void take(file)}
      texts={{
        drop: translate('kabinet.companions.fileDrop'),
        choose: translate('kabinet.companions.fileChoose'),
        replace: translate('kabinet.companions.fileReplace'),
        uploading: translate('kabinet.companions.fileUploading'),
        note: translate('kabinet.companions.fileFormats', { size: size(RECOMMENDED_BYTES) }),
      }}
      chosen={value ? (replace) => (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Box sx={{ width: 180, height: 120, flexShrink: 0, borderRadius: 1.5, overflow: 'hidden', display: 'grid', placeItems: 'center', ...CHECKERBOARD }}>
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
              {replace}
              <Link href={value.url} target="_blank" rel="noopener noreferrer" variant="body2">{translate('kabinet.companions.fileOpen')}</Link>
            </Stack>
          </Box>
        </Stack>
      ) : undefined}
    >
      {error && <FormHelperText error role="alert">{error}</FormHelperText>}
      {[warning, mismatch].filter(Boolean).map((text) => (
        <Alert key={text} severity="warning" variant="outlined" sx={{ mt: 1, py: 0 }}>{text}</Alert>
      ))}
    </FileDropZone>
  );
}
