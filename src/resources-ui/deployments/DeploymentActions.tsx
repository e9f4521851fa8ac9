import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { ActionButton, useScreenPath, useTell } from '../../engine';
import { filteredList } from '../management/TransactionsLink';

const RESERVATIONS = 'management/reservations';

/** Back to the deployment's reservation. */
export function ReservationLink() {
  const record = useRecordContext();
  const screenPath = useScreenPath();
  const translate = useTranslate();
  if (!record?.reservationID) return null;
  return (
    <Button size="small" component={Link} to={screenPath(RESERVATIONS, 'edit', record.reservationID)} startIcon={<ArrowBackIcon />}>
      {translate('kabinet.deployments.reservation')}
    </Button>
  );
}

/** POST /v2/reservations/deployments/{id}/copy, then the copy's page. */
export function DeploymentCopyButton() {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const navigate = useNavigate();
  const screenPath = useScreenPath();
  const tell = useTell();
  if (!record) return null;
  const copy = async () => {
    const copied = await tell(async () => {
      const { id } = await dataProvider.copyDeployment(String(record.id));
      return (await dataProvider.getOne(resource, { id })).data;
    }, {
      success: (data) => ['kabinet.deployments.copied', { name: data.name }],
      failure: 'kabinet.deployments.copyFailed',
    });
    if (copied) navigate(screenPath(resource, 'edit', copied.id));
  };
  return <ActionButton label="kabinet.deployments.copy" icon={<ContentCopyIcon />} onRun={copy} />;
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
  const screenPath = useScreenPath();
  const tell = useTell();
  if (!record) return null;
  const name = String(record.name ?? record.id);
  const remove = async () => {
    const done = await tell(() => dataProvider.deleteDeployment(String(record.id)).then(() => true), { failure: 'kabinet.deployments.deleteFailed' });
    if (!done) return;
    notify('kabinet.deployments.deleted', { type: 'info', messageArgs: { name } });
    navigate(filteredList(screenPath(resource, 'list'), { reservationID: record.reservationID }));
  };
  return (
    <ActionButton
      label="kabinet.deployments.delete"
      color="error"
      icon={<DeleteIcon />}
      confirm={{ title: 'kabinet.deployments.confirmTitle', content: 'kabinet.deployments.confirmContent', options: { name } }}
      onRun={remove}
    />
  );
}
