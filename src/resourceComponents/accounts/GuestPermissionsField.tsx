import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { usePermissionChoices } from './GuestPermissionsAction';

/**
 * The account's guest permissions in one line («Разделы: Кампании. Колонки: Показы, Клики»)
 * instead of 25 yes/no fields: what an agency manager checks at a glance.
 */
export function GuestPermissionsField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const choices = usePermissionChoices();
  const value = (record?.[source] ?? {}) as Record<string, Record<string, boolean> | undefined>;
  const names = (part: 'commonPermissions' | 'columnPermissions') =>
    choices[part].filter((c) => value[part]?.[c.id] === true).map((c) => c.name);
  const sections = names('commonPermissions');
  const columns = names('columnPermissions');
  const nothing = translate('kabinet.accounts.guest.nothing');
  return (
    <Typography
      component="span"
      variant="body2"
      color={sections.length || columns.length ? undefined : 'text.secondary'}
    >
      {sections.length || columns.length
        ? translate('kabinet.accounts.guest.summary', {
            sections: sections.join(', ') || nothing,
            columns: columns.join(', ') || nothing,
          })
        : translate('kabinet.accounts.guest.none')}
    </Typography>
  );
}
