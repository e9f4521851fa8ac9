import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { Confirm, useCreatePath, useDataProvider, useNotify, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { failureText } from '../../engine';
import { filteredList } from '../management/TransactionsLink';

const RESERVATIONS = 'management/reservations';

/** Back to the deployment's reservation. */
export function ReservationLink() {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (!record?.reservationID) return null;
  return (
    <Button size="small" component={Link} to={createPath({ resource: RESERVATIONS, id: record.reservationID, type: 'edit' })} startIcon={<ArrowBackIcon />}>
      {translate('kabinet.deployments.reservation')}
    </Button>
  );
}

/** POST /v2/reservations/deployments/{id}/copy, then the copy's page. */
export function DeploymentCopyButton() {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const copy = async () => {
    setBusy(true);
    try {
      const { id } = await dataProvider.copyDeployment(String(record.id));
      const { data } = await dataProvider.getOne(resource, { id });
      notify('kabinet.deployments.copied', { type: 'success', messageArgs: { name: data.name } });
      navigate(createPath({ resource, id, type: 'edit' }));
    } catch (error) {
      notify(failureText(error, translate('kabinet.deployments.copyFailed')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" onClick={copy} disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : <ContentCopyIcon />}>
      {translate('kabinet.deployments.copy')}
    </Button>
  );
}

/**
 * Deletion with a confirmation. The platform refuses to delete the only deployment selected in
 * a campaign (docs/product.md#validation): its message (#errors) is the toast; other failures say to retry later.
 */
export function DeploymentDeleteButton() {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const name = String(record.name ?? record.id);
  const remove = async () => {
    setBusy(true);
    try {
      await dataProvider.deleteDeployment(String(record.id));
      setAsking(false);
      notify('kabinet.deployments.deleted', { type: 'info', messageArgs: { name } });
      navigate(filteredList(createPath({ resource, type: 'list' }), { reservationID: record.reservationID }));
    } catch (error) {
      setAsking(false);
      notify(failureText(error, translate('kabinet.deployments.deleteFailed')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" color="error" onClick={() => setAsking(true)} disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : <DeleteIcon />}>
        {translate('kabinet.deployments.delete')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={busy}
        title={translate('kabinet.deployments.confirmTitle', { name })}
        content={translate('kabinet.deployments.confirmContent')}
        confirm={translate('kabinet.deployments.delete')}
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
