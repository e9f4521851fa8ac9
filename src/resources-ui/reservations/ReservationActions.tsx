import AddIcon from '@mui/icons-material/Add';
import HistoryIcon from '@mui/icons-material/History';
import ViewListIcon from '@mui/icons-material/ViewList';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useBasename, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { useScreenPath } from '../../engine';
import { Link, type To } from 'react-router-dom';
import { filteredList } from '../management/TransactionsLink';
import { DEPLOYMENTS, versioningPath } from './paths';

function LinkButton({ to, icon, text }: { to: To; icon: ReactNode; text: string }) {
  return <Button size="small" component={Link} to={to} startIcon={icon}>{text}</Button>;
}

/** The reservation's deployments: their list filtered to it, and a new one already bound to it. */
export function DeploymentLinks() {
  const record = useRecordContext();
  const screenPath = useScreenPath();
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (!record) return null;
  const source = new URLSearchParams({ source: JSON.stringify({ reservationID: record.id }) });
  return (
    <>
      <LinkButton
        to={filteredList(screenPath(DEPLOYMENTS, 'list'), { reservationID: record.id })}
        icon={<ViewListIcon />}
        text={translate('kabinet.reservations.deployments')}
      />
      <LinkButton
        to={{ pathname: createPath({ resource: DEPLOYMENTS, type: 'create' }), search: `?${source}` }}
        icon={<AddIcon />}
        text={translate('kabinet.reservations.addDeployment')}
      />
    </>
  );
}

/** docs/product.md#routes management/reservations/{reservationId}/versioning: the reservation's stored versions. */
export function VersionsLink() {
  const record = useRecordContext();
  const basename = useBasename();
  const translate = useTranslate();
  if (!record) return null;
  return <LinkButton to={versioningPath(basename, String(record.id))} icon={<HistoryIcon />} text={translate('kabinet.reservations.versions')} />;
}
