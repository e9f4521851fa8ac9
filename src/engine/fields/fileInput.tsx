import { Alert } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useInput, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { StoredFile } from '../../providers/calls/storage';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { failureText } from '../actions/failure';
import { firstFieldError } from '../actions/fieldError';
import { fileProblem, formatBytes } from '../schema/files';
import type { FieldOf } from '../fieldKinds';
import { FileDropArea } from './fileDropArea';
import { siblingPath } from './filePreview';
import { errorText } from './errorText';
import { FILE_TEXTS, formatName, pixels } from './fileTexts';
import { shownFile } from './fileValue';
import type { CommonInputProps } from './inputs';
import { markUploading } from './uploadsInFlight';

/**
 * The input of a file field (x-file): drop a file on it or choose one. The file is checked
 * against the field's rules first (a refused one never leaves the browser, the message is at the
 * field), then uploaded at once to the storage, naming its field, with a progress bar; the form
 * keeps what the storage answered (the stored file, or its id and address), so saving sends a
 * reference, never the bytes. A newer pick cancels the upload in flight. Replace and remove on
 * the file's card. Its own module: only forms with a file field load it.
 */
export function FileInput({ field, common }: { field: FieldOf<'file'>; common: CommonInputProps }) {
  const rule = field.file;
  const keepsId =
    field.schema.type === 'string' || (Array.isArray(field.schema.type) && field.schema.type.includes('string'));
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const { setValue, control } = useFormContext();
  const { field: input, fieldState, isRequired } = useInput({ source: common.source, validate: common.validate });
  const urlPath = rule.url ? siblingPath(input.name, rule.url) : undefined;
  // A hook cannot be skipped: without a sibling to follow it watches the field itself, and the answer is not used.
  const watchedUrl = useWatch({ name: urlPath ?? input.name }) as unknown;
  const watchedDimensions = useWatch({
    name: rule.dimensions ? siblingPath(input.name, rule.dimensions) : input.name,
  }) as unknown;
  const url = urlPath ? watchedUrl : undefined;
  const dimensions = rule.dimensions ? watchedDimensions : undefined;
  const file = shownFile(input.value, url);

  const upload = useRef<AbortController | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [heavy, setHeavy] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [natural, setNatural] = useState<{ url: string; size: string } | null>(null);
  const uploading = (on: boolean) => markUploading(control, input.name, on);
  useEffect(
    () => () => {
      upload.current?.abort();
      markUploading(control, input.name, false);
    },
    [control, input.name],
  );

  const keep = (stored: StoredFile | null) => {
    input.onChange(stored ? (keepsId ? stored.id : stored) : null);
    if (urlPath) setValue(urlPath, stored?.url, { shouldDirty: true });
    input.onBlur();
  };

  const take = async (picked: File | undefined) => {
    if (!picked) return;
    const refused = fileProblem(rule, picked);
    setProblem(refused);
    setHeavy(
      !refused && rule.recommendedSize && picked.size > rule.recommendedSize
        ? FILE_TEXTS.heavy(picked.size, rule.recommendedSize)
        : null,
    );
    if (refused) return;
    upload.current?.abort();
    const abort = new AbortController();
    upload.current = abort;
    setProgress(0);
    // The form's save waits until the storage has answered (uploadsInFlight).
    uploading(true);
    try {
      const stored = await dataProvider.uploadFile(picked, {
        signal: abort.signal,
        onProgress: (part) => setProgress(part),
        field: field.owner ? { schema: field.owner, path: input.name } : undefined,
      });
      keep(stored);
      notify(FILE_TEXTS.uploaded(stored.name), { type: 'success' });
    } catch (error) {
      if (abort.signal.aborted) return;
      const text = firstFieldError(error) ?? failureText(error, FILE_TEXTS.failed);
      setProblem(text);
      notify(text, { type: 'error' });
    } finally {
      if (upload.current === abort) {
        setProgress(null);
        uploading(false);
      }
    }
  };

  const shownError = problem ?? (fieldState.invalid ? errorText(fieldState.error) : undefined);
  const pixelSize = file && natural?.url === file.url ? natural.size : null;
  const mismatch =
    pixelSize && typeof dimensions === 'string' && dimensions && pixelSize !== dimensions
      ? FILE_TEXTS.dimensions(pixels(pixelSize), pixels(dimensions))
      : null;

  return (
    <FileDropArea
      label={common.label}
      required={isRequired}
      rule={rule}
      file={file}
      details={
        file
          ? [
              file.size !== undefined ? formatBytes(file.size) : null,
              file.name ? formatName(file) : null,
              pixelSize ? FILE_TEXTS.pixels(pixels(pixelSize)) : null,
            ]
              .filter(Boolean)
              .join(' · ') || undefined
          : undefined
      }
      error={shownError ? translate(shownError, { _: shownError }) : undefined}
      helperText={common.helperText}
      disabled={common.disabled}
      progress={progress}
      testId={`file-${input.name}`}
      onFile={(picked) => void take(picked)}
      onRemove={() => {
        upload.current?.abort();
        uploading(false);
        setProblem(null);
        setHeavy(null);
        keep(null);
      }}
      onImageLoad={(e) =>
        file && setNatural({ url: file.url, size: `${e.currentTarget.naturalWidth}x${e.currentTarget.naturalHeight}` })
      }
    >
      {[heavy, mismatch]
        .filter((text): text is string => !!text)
        .map((text) => (
          <Alert key={text} severity="warning" variant="outlined" sx={{ mt: 1, py: 0 }}>
            {text}
          </Alert>
        ))}
    </FileDropArea>
  );
}
