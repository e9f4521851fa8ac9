import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isRetryLater } from '../../engine/actions/retryLater';

interface Props {
  error: unknown;
  empty: boolean;
  loading: boolean;
  onRetry: () => void;
}

/** What a report says instead of (or above) its table: loading, nothing in the period, or why it failed. */
export function ReportStatus({ error, empty, loading, onRetry }: Props) {
  const translate = useTranslate();
  if (error) {
    const body = (error as { body?: { message?: string; errors?: Record<string, string> } }).body;
    const text = isRetryLater(error)
      ? translate('kabinet.statistics.loadFailed')
      : Object.values(body?.errors ?? {}).join('; ') || body?.message;
    return (
      <Alert
        severity="error"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {translate('kabinet.statistics.retry')}
          </Button>
        }
      >
        {text}
      </Alert>
    );
  }
  if (loading)
    return (
      <Alert severity="info" icon={false} sx={{ mb: 2 }}>
        {translate('kabinet.statistics.loading')}
      </Alert>
    );
  if (empty)
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('kabinet.statistics.empty')}. {translate('kabinet.statistics.emptyHint')}
      </Alert>
    );
  return null;
}
