import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { Box, Button, FormHelperText, LinearProgress, Stack } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { failureText } from '../../engine';

const ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,.mp4,.webm,image/*,video/mp4,video/webm';
const isVideo = (url: string) => /\.(mp4|webm)$/i.test(url);

/** A slide's picture or video, shown as the respondent will see it. */
export function SlideMedia({ url, alt }: { url: string; alt: string }) {
  return isVideo(url)
    ? <Box component="video" src={url} controls aria-label={alt} sx={{ maxWidth: 320, maxHeight: 180, borderRadius: 1 }} />
    : <Box component="img" src={url} alt={alt} sx={{ width: 240, height: 135, borderRadius: 1, objectFit: 'contain', bgcolor: 'action.hover' }} />;
}

/**
 * The media of slide `index`: a picked file goes to the storage at once (the console's one upload
 * call, POST /storage/uploadfile) and the slide keeps what it answered as cdnFileId and storageUrl.
 */
export function SlideMediaInput({ index }: { index: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const { setValue } = useFormContext();
  const url = useWatch({ name: `slides.${index}.storageUrl` }) as string | undefined;
  const picker = useRef<HTMLInputElement>(null);
  const upload = useRef<AbortController | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => () => upload.current?.abort(), []);

  const set = (id: string | undefined, storageUrl: string | undefined) => {
    setValue(`slides.${index}.cdnFileId`, id, { shouldDirty: true });
    setValue(`slides.${index}.storageUrl`, storageUrl, { shouldDirty: true });
  };
  const take = async (file: File | undefined) => {
    if (!file) return;
    upload.current?.abort();
    const abort = new AbortController();
    upload.current = abort;
    setBusy(true);
    setProblem(null);
    try {
      const stored = await dataProvider.uploadFile(file, abort.signal);
      set(stored.id, stored.url);
      notify('kabinet.brandlifts.mediaUploaded', { type: 'success', messageArgs: { name: stored.name } });
    } catch (error) {
      if (abort.signal.aborted) return;
      const text = failureText(error, translate('kabinet.brandlifts.mediaFailed'));
      setProblem(text);
      notify(text, { type: 'error' });
    } finally {
      if (upload.current === abort) setBusy(false);
    }
  };

  const n = index + 1;
  return (
    <Box sx={{ mb: 2 }}>
      {url && <Box sx={{ mb: 1 }}><SlideMedia url={url} alt={translate('kabinet.brandlifts.mediaAlt', { n })} /></Box>}
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" startIcon={<CloudUploadOutlinedIcon />} disabled={busy} onClick={() => picker.current?.click()}>
          {translate(url ? 'kabinet.brandlifts.mediaReplace' : 'kabinet.brandlifts.mediaUpload')}
        </Button>
        {url && <Button size="small" disabled={busy} onClick={() => set(undefined, undefined)}>{translate('kabinet.brandlifts.mediaRemove')}</Button>}
      </Stack>
      <input
        ref={picker}
        type="file"
        hidden
        accept={ACCEPT}
        aria-label={`${translate('kabinet.brandlifts.media')} ${n}`}
        onChange={(e) => {
          void take(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {busy && <LinearProgress sx={{ mt: 1, maxWidth: 320 }} />}
      {problem && <FormHelperText error>{problem}</FormHelperText>}
    </Box>
  );
}
