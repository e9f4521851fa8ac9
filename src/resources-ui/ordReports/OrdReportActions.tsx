import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';
import { Chip } from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { failureText, useRunner } from '../../engine';
import { fileNameOf, progressIcon, saveBlob } from '../shared/download';

interface ReportRecord { id: string; name?: string; status?: string }

/**
 * «Отправить в ОРД» (docs/product.md#states): asks first, as a sent report is frozen; then POST
 * /ord/report/{id}/send and the card shows the status, sendedAt and the registry link.
 */
export function OrdReportSendButton() {
  const record = useRecordContext<ReportRecord>();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const { busy, run } = useRunner();
  const [asking, setAsking] = useState(false);
  if (!record?.id) return null;
  if (record.status === 'sent') return <Chip color="success" size="small" icon={<SendIcon />} label={translate('kabinet.ordReports.alreadySent')} sx={{ alignSelf: 'center' }} />;
  const send = async () => {
    const result = await run(() => dataProvider.sendOrdReport(String(record.id)), {
      success: () => ['kabinet.ordReports.sent', { name: record.name }],
      failure: 'kabinet.ordReports.sendFailed',
    });
    setAsking(false);
    if (result) refresh();
  };
  return (
    <>
      <Button label="kabinet.ordReports.send" disabled={busy} onClick={() => setAsking(true)}>{busy ? progressIcon : <SendIcon />}</Button>
      <Confirm
        isOpen={asking}
        loading={busy}
        title="kabinet.ordReports.sendTitle"
        content="kabinet.ordReports.sendContent"
        translateOptions={{ name: record.name ?? '' }}
        confirm="kabinet.ordReports.send"
        onConfirm={() => void send()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/** «Статистика (XLSX)»: GET /ord/report/statistic/xlsx?id=, impressions per creative and day. */
export function OrdReportStatisticButton() {
  const record = useRecordContext<ReportRecord>();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!record?.id) return null;
  const download = async () => {
    setBusy(true);
    const fileName = `${fileNameOf(`Статистика ${record.name ?? record.id}`)}.xlsx`;
    try {
      saveBlob(await dataProvider.ordReportStatisticXlsx(String(record.id)), fileName);
      notify('kabinet.ordReports.statisticReady', { type: 'success', messageArgs: { name: fileName } });
    } catch (error) {
      notify(failureText(error, translate('kabinet.ordReports.statisticFailed')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return <Button label="kabinet.ordReports.statistic" disabled={busy} onClick={() => void download()}>{busy ? progressIcon : <DownloadIcon />}</Button>;
}
