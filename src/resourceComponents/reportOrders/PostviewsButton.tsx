import TableViewIcon from '@mui/icons-material/TableView';
import { Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { ActionDialog, DayField } from '../../engine';
import { fileNameOf, saveBlob } from '../shared/download';

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * «Post-view (XLSX)» on a report order: the post-view conversions of the order's account over a
 * period (GET /v2/postviews.xlsx with the default columns of docs/product.md#constants), in the browser's time zone.
 */
export function PostviewsButton() {
  const record = useRecordContext<{ id: string; name?: string; accountId?: string }>();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState(() => isoDay(Date.now() - 7 * DAY));
  const [end, setEnd] = useState(() => isoDay(Date.now() - DAY));
  if (!record?.accountId) return null;

  const download = async () => {
    const from = Date.parse(`${start}T00:00:00Z`);
    const to = Date.parse(`${end}T00:00:00Z`);
    if (!Number.isFinite(from) || !Number.isFinite(to) || to < from || to - from > 92 * DAY) {
      return translate('kabinet.reportOrders.postviewsBadPeriod');
    }
    const fileName = `${fileNameOf(`Post-view ${record.name ?? ''} ${start} — ${end}`)}.xlsx`;
    const blob = await dataProvider.postviewsXlsx({
      accountId: record.accountId!,
      startTimeISO: `${start}T00:00:00.000Z`,
      endTimeISO: `${end}T00:00:00.000Z`,
      offsetTime: -new Date().getTimezoneOffset(),
    });
    saveBlob(blob, fileName);
    notify('kabinet.reportOrders.postviewsReady', { type: 'success', messageArgs: { name: fileName } });
    setOpen(false);
  };

  return (
    <>
      <Button label="kabinet.reportOrders.postviews" onClick={() => setOpen(true)}>
        <TableViewIcon />
      </Button>
      <ActionDialog
        open={open}
        title={translate('kabinet.reportOrders.postviewsTitle')}
        submitLabel="kabinet.reportOrders.download"
        failure="kabinet.reportOrders.postviewsFailed"
        onSubmit={download}
        onClose={() => setOpen(false)}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={2}>
            <DayField label={translate('kabinet.reportOrders.postviewsStart')} value={start} onChange={setStart} />
            <DayField label={translate('kabinet.reportOrders.postviewsEnd')} value={end} onChange={setEnd} />
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {translate('kabinet.reportOrders.postviewsHint')}
          </Typography>
        </Stack>
      </ActionDialog>
    </>
  );
}
