import ImageIcon from '@mui/icons-material/Image';
import { Button, useRecordContext } from 'react-admin';
import { useScreenPath } from '../../engine';
import { Link } from 'react-router-dom';

/** A link from a record to a list filtered on it (a campaign's creatives, a group's campaigns). */
export function FilteredListLink({
  resource,
  filter,
  label,
  icon,
}: {
  resource: string;
  filter: (id: string) => Record<string, unknown>;
  label: string;
  icon: React.ReactElement;
}) {
  const record = useRecordContext();
  const screenPath = useScreenPath();
  if (!record?.id) return null;
  const to = `${screenPath(resource, 'list')}?filter=${encodeURIComponent(JSON.stringify(filter(String(record.id))))}`;
  return (
    <Button component={Link} to={to} label={label}>
      {icon}
    </Button>
  );
}

export function CampaignCreativesLink() {
  return (
    <FilteredListLink
      resource="management/campaigns/creatives"
      filter={(id) => ({ campaignId: id })}
      label="kabinet.campaigns.creatives"
      icon={<ImageIcon />}
    />
  );
}
