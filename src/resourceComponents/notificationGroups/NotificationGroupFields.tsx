import { Chip, Stack, Typography } from '@mui/material';
import { CheckboxGroupInput, useRecordContext, useTranslate } from 'react-admin';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import defs from '../../../schemas/notificationGroup.schema.json';

/** The channels of the schema's oneOf, with an icon each. */
const CHANNELS = (defs.properties.notifyChannels.items.oneOf as { const: string; title: string }[]).map((o) => ({
  id: o.const,
  name: o.title,
}));
const ICONS: Record<string, typeof MailOutlineIcon> = {
  console: NotificationsNoneOutlinedIcon,
  email: MailOutlineIcon,
  telegram: SendOutlinedIcon,
};

/** The group's channels as chips (the list and the card). */
export function NotifyChannelsField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const value = (record?.[source] as string[] | undefined) ?? [];
  if (!value.length)
    return (
      <Typography variant="body2" color="text.disabled">
        —
      </Typography>
    );
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {CHANNELS.filter((c) => value.includes(c.id)).map((c) => {
        const Icon = ICONS[c.id];
        return <Chip key={c.id} size="small" variant="outlined" icon={Icon ? <Icon /> : undefined} label={c.name} />;
      })}
    </Stack>
  );
}

/** The group's channels as checkboxes: three options read better than a multi-select. */
export function NotifyChannelsInput({ source, label }: { source: string; label?: string }) {
  return <CheckboxGroupInput source={source} label={label} choices={CHANNELS} row />;
}

/** The group's count of new notifications: a chip that stands out when there are some. */
export function UnreadCountField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const count = typeof record?.[source] === 'number' ? (record[source] as number) : 0;
  return count > 0 ? (
    <Chip size="small" color="primary" label={translate('kabinet.notificationGroups.unread', { smart_count: count })} />
  ) : (
    <Typography variant="body2" color="text.secondary">
      {translate('kabinet.notificationGroups.noUnread')}
    </Typography>
  );
}
