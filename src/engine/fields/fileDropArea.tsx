import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { Box, Button, FormHelperText, FormLabel, LinearProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { acceptAttribute, formatBytes, type FileRule } from '../schema/files';
import { FilePreview, type ShownFile } from './filePreview';
import { acceptNote, FILE_TEXTS } from './fileTexts';
import { READABLE_WIDTH } from './readableWidth';

export interface FileDropAreaProps {
  label: string;
  required?: boolean;
  rule: FileRule;
  /** The chosen file's card; none: the empty drop area. */
  file: ShownFile | null;
  /** The line under the name (size, type, pixels); by default the size. */
  details?: string;
  error?: string;
  helperText?: ReactNode;
  disabled?: boolean;
  /** 0…1 while an upload is under way. */
  progress?: number | null;
  testId: string;
  onFile(file: File | undefined): void;
  onRemove(): void;
  onImageLoad?(e: SyntheticEvent<HTMLImageElement>): void;
  /** Under the area: warnings. */
  children?: ReactNode;
}

/**
 * The face of a file field: drag a file onto it or choose one; once chosen, its card with a
 * preview, replace and remove. The form's file input (uploads at once) and the pickers of
 * dialogs that send the file themselves (FilePicker) share it.
 */
export function FileDropArea({
  label,
  required,
  rule,
  file,
  details,
  error,
  helperText,
  disabled,
  progress,
  testId,
  onFile,
  onRemove,
  onImageLoad,
  children,
}: FileDropAreaProps) {
  const picker = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const busy = progress !== null && progress !== undefined;
  const percent = Math.round((progress ?? 0) * 100);
  const choose = () => picker.current?.click();
  return (
    <Box sx={{ mb: 2, width: '100%', maxWidth: READABLE_WIDTH }}>
      <FormLabel required={required} error={!!error} sx={{ display: 'block', mb: 1, fontSize: '0.85rem' }}>
        {label}
      </FormLabel>
      <Paper
        variant="outlined"
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          if (!disabled) onFile(e.dataTransfer.files?.[0]);
        }}
        sx={{
          p: 2,
          borderRadius: 2,
          borderStyle: file ? 'solid' : 'dashed',
          borderColor: error ? 'error.main' : dragging ? 'primary.main' : undefined,
          bgcolor: dragging ? 'action.hover' : 'background.paper',
          transition: 'background-color 150ms, border-color 150ms',
        }}
      >
        {file ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <FilePreview file={file} alt={file.name || label} onImageLoad={onImageLoad} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              {file.name && (
                <Typography variant="subtitle2" noWrap title={file.name}>
                  {file.name}
                </Typography>
              )}
              {(details || file.size !== undefined) && (
                <Typography variant="body2" color="text.secondary">
                  {details || formatBytes(file.size ?? 0)}
                </Typography>
              )}
              <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
                <Button size="small" variant="outlined" disabled={busy || disabled} onClick={choose}>
                  {FILE_TEXTS.replace}
                </Button>
                <Button size="small" disabled={disabled} onClick={onRemove}>
                  {FILE_TEXTS.remove}
                </Button>
                {file.url && (
                  <Link href={file.url} target="_blank" rel="noopener noreferrer" variant="body2">
                    {FILE_TEXTS.open}
                  </Link>
                )}
              </Stack>
            </Box>
          </Stack>
        ) : (
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 1.5 }}>
            <CloudUploadOutlinedIcon color={error ? 'error' : 'action'} sx={{ fontSize: 38 }} />
            <Typography variant="body2">{FILE_TEXTS.drop}</Typography>
            <Button variant="contained" size="small" disabled={busy || disabled} onClick={choose}>
              {FILE_TEXTS.choose}
            </Button>
            <Typography variant="caption" color="text.secondary">
              {acceptNote(rule)}
            </Typography>
          </Stack>
        )}
        {busy && (
          <Box sx={{ mt: 2 }}>
            <LinearProgress variant="determinate" value={percent} aria-label={FILE_TEXTS.uploading(percent)} />
            <Typography variant="caption" color="text.secondary">
              {FILE_TEXTS.uploading(percent)}
            </Typography>
          </Box>
        )}
        <input
          ref={picker}
          type="file"
          hidden
          accept={acceptAttribute(rule)}
          aria-label={label}
          data-testid={testId}
          disabled={disabled}
          onChange={(e) => {
            onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Paper>
      {error ? (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      ) : (
        helperText && <FormHelperText>{helperText}</FormHelperText>
      )}
      {children}
    </Box>
  );
}
