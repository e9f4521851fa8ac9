import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import {
  Alert,
  Box,
  Button as MuiButton,
  Checkbox,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Paper,
  Radio,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { Button, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { BrandliftPreview } from '../../providers/calls/brandlift';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { FilePreview, failureText } from '../../engine';

/** The saved survey as a respondent sees it (GET /brandlift-preview/{id}). */
function PreviewDialog({ id, name, onClose }: { id: string; name: string; onClose(): void }) {
  const translate = useTranslate();
  const titleId = useId();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const [preview, setPreview] = useState<BrandliftPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    dataProvider.getBrandliftPreview(id, abort.signal).then(setPreview, (error: unknown) => {
      if (!abort.signal.aborted) setProblem(failureText(error, translate('kabinet.brandlifts.previewFailed')));
    });
    return () => abort.abort();
  }, [dataProvider, id, translate]);
  const total = preview?.slides.length ?? 0;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('kabinet.brandlifts.previewTitle', { name })}</DialogTitle>
      <DialogContent>
        {problem && <Alert severity="error">{problem}</Alert>}
        {!preview && !problem && <CircularProgress size={24} />}
        <Stack spacing={2}>
          {preview?.slides.map((slide) => (
            <Paper
              key={slide.id}
              variant="outlined"
              sx={{ p: 2 }}
              component="section"
              aria-label={translate('kabinet.brandlifts.previewOf', { n: slide.order, total })}
            >
              <Typography variant="caption" color="text.secondary">
                {translate('kabinet.brandlifts.previewOf', { n: slide.order, total })}
              </Typography>
              <Typography variant="subtitle1" sx={{ mb: 1 }}>
                {slide.question}
              </Typography>
              {slide.mediaUrl && (
                <Box sx={{ mb: 1 }}>
                  <FilePreview
                    file={{ url: slide.mediaUrl, name: '' }}
                    alt={translate('kabinet.brandlifts.mediaAlt', { n: slide.order })}
                  />
                </Box>
              )}
              {slide.type === 'scale' ? (
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                  {slide.answers.map((a) => (
                    <Chip key={a.id} label={a.text} variant="outlined" />
                  ))}
                </Stack>
              ) : (
                <Stack>
                  {slide.answers.map((a) => (
                    <FormControlLabel
                      key={a.id}
                      label={a.text}
                      disabled
                      control={slide.type === 'multiple' ? <Checkbox size="small" /> : <Radio size="small" />}
                    />
                  ))}
                </Stack>
              )}
            </Paper>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('kabinet.brandlifts.close')}</MuiButton>
      </DialogActions>
    </Dialog>
  );
}

/** «Предпросмотр» on the survey's page: what respondents get, from the saved version. */
export function BrandliftPreviewButton() {
  const record = useRecordContext<{ id: string; name?: string }>();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button label="kabinet.brandlifts.preview" onClick={() => setOpen(true)}>
        <VisibilityOutlinedIcon />
      </Button>
      {open && <PreviewDialog id={String(record.id)} name={record.name ?? ''} onClose={() => setOpen(false)} />}
    </>
  );
}
