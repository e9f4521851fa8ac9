import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';
import { Chip } from '@mui/material';
import { useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { ActionButton, useTell } from '../../engine';
import { fileNameOf, saveBlob } from '../shared/download';

interface ReportRecord {
  id: string;
  name?: string;
  status?: string;
}

/**
 * «Отправить в ОРД» (docs/product.md#states): asks first, as a sent report is frozen; then POST
 * /ord/report/{id}/send and the card shows the status, sendedAt and the registry link.
 */
export function OrdReportSendButton() {
  const record = useRecordContext<ReportRecord>();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const tell = useTell();
  if (!record?.id) return null;
  if (record.status === 'sent')
    return (
      <Chip
        color="success"
        size="small"
        icon={<SendIcon />}
        label={translate('kabinet.ordReports.alreadySent')}
        sx={{ alignSelf: 'center' }}
      />
    );
  const send = async () => {
    const result = await tell(() => dataProvider.sendOrdReport(String(record.id)), {
      success: () => ['kabinet.ordReports.sent', { name: record.name }],
      failure: 'kabinet.ordReports.sendFailed',
    });
    if (result) refresh();
  };
  return (
    <ActionButton
      label="kabinet.ordReports.send"
      icon={<SendIcon />}
      confirm={{
        title: 'kabinet.ordReports.sendTitle',
        content: 'kabinet.ordReports.sendContent',
        options: { name: record.name ?? '' },
      }}
      onRun={send}
    />
  );
}

/** «Статистика (XLSX)»: GET /ord/report/statistic/xlsx?id=, impressions per creative and day. */
export function OrdReportStatisticButton() {
  const record = useRecordContext<ReportRecord>();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const tell = useTell();
  const translate = useTranslate();
  if (!record?.id) return null;
  const download = async () => {
    const fileName = `${fileNameOf(translate('kabinet.ordReports.statisticFile', { name: record.name ?? record.id }))}.xlsx`;
    await tell(async () => saveBlob(await dataProvider.ordReportStatisticXlsx(String(record.id)), fileName), {
      success: () => ['kabinet.ordReports.statisticReady', { name: fileName }],
      failure: 'kabinet.ordReports.statisticFailed',
    });
  };
  return <ActionButton label="kabinet.ordReports.statistic" icon={<DownloadIcon />} onRun={download} />;
}
