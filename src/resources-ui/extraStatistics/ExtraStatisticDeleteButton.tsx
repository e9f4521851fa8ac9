import DeleteIcon from '@mui/icons-material/Delete';
import { CircularProgress } from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRedirect, useResourceContext, useTranslate } from 'react-admin';
import { failureText } from '../../engine';

/**
 * «Удалить» on an extra statistics record: asks first, then deletes; a failure says the docs/product.md#errors
 * retry-later text of extra statistics deletion (or the server's own words for a 4xx).
 */
export function ExtraStatisticDeleteButton() {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record?.id) return null;
  const remove = async () => {
    setBusy(true);
    try {
      await dataProvider.delete(resource, { id: record.id, previousData: record });
      notify('kabinet.extraStatistics.deleted', { type: 'success' });
      redirect(`/${resource}?filter=${encodeURIComponent(JSON.stringify({ creativeId: record.creativeId }))}`);
    } catch (error) {
      notify(failureText(error, translate('kabinet.extraStatistics.deleteFailed')), { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <Button label="kabinet.extraStatistics.delete" color="error" disabled={busy} onClick={() => setAsking(true)}>
        {busy ? <CircularProgress size={16} /> : <DeleteIcon />}
      </Button>
      <Confirm
        isOpen={asking}
        loading={busy}
        title="kabinet.extraStatistics.deleteTitle"
        content="kabinet.extraStatistics.deleteContent"
        translateOptions={{ event: String(record.event ?? '') }}
        confirm="kabinet.extraStatistics.delete"
        confirmColor="warning"
        onConfirm={() => void remove()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
