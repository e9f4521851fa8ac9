import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatMoney } from '../management/format';

const count = new Intl.NumberFormat('ru-RU');
const share = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/**
 * An account's statistics in one line. They exist only for a period asked in the list
 * (statistics=true): a record opened on its own has none, and says where to find them.
 */
export function StatisticsField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source] as { impressions?: number; clicks?: number; ctr?: number; spent?: number } | undefined;
  if (!value)
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate('kabinet.accounts.statistics.inList')}
      </Typography>
    );
  return (
    <Typography component="span" variant="body2">
      {translate('kabinet.accounts.statistics.summary', {
        impressions: count.format(value.impressions ?? 0),
        clicks: count.format(value.clicks ?? 0),
        ctr: share.format(value.ctr ?? 0),
        spent: formatMoney(value.spent ?? 0, (record?.finance as { currency?: string } | undefined)?.currency),
      })}
    </Typography>
  );
}
