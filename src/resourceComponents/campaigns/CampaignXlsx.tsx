import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useListContext, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { ActionButton, useTell } from '../../engine/actions';
import { fileNameOf, saveBlob } from '../shared/download';

/** A download button: runs `load`, saves the Blob as `fileName`, tells success or failure. */
export function XlsxButton({ label, fileName, load }: { label: string; fileName: string; load(): Promise<Blob> }) {
  const tell = useTell();
  const download = () =>
    tell(async () => saveBlob(await load(), fileName), {
      success: () => ['kabinet.campaigns.xlsxReady', { name: fileName }],
      failure: 'kabinet.campaigns.xlsxFailed',
    });
  return <ActionButton label={label} icon={<DownloadIcon />} onRun={download} />;
}

/** «Скачать XLSX» on the campaign card: GET /v2/campaigns/{id}.xlsx (the campaign and its creatives). */
export function CampaignXlsxButton() {
  const record = useRecordContext<RaRecord & { name?: string }>();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const translate = useTranslate();
  if (!record?.id) return null;
  return (
    <XlsxButton
      label="kabinet.campaigns.xlsx"
      fileName={`${fileNameOf(translate('kabinet.campaigns.xlsxFile', { name: record.name ?? record.id }))}.xlsx`}
      load={() => dataProvider.exportCampaignXlsx(String(record.id))}
    />
  );
}

/** «Выгрузить в XLSX» in the list toolbar: GET /v2/campaigns.xlsx under the list's current filters, every page. */
export function CampaignListXlsxButton() {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const translate = useTranslate();
  return (
    <XlsxButton
      label="kabinet.campaigns.xlsxList"
      fileName={`${translate('kabinet.campaigns.xlsxListFile')}.xlsx`}
      load={() => dataProvider.exportCampaignsXlsx(filterValues)}
    />
  );
}

/** «Выгрузить выбранные» in the bulk bar: the same export limited to the selected campaigns. */
export function CampaignSelectionXlsxButton() {
  const { filterValues, selectedIds } = useListContext();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const translate = useTranslate();
  return (
    <XlsxButton
      label="kabinet.campaigns.xlsxSelected"
      fileName={`${translate('kabinet.campaigns.xlsxSelectedFile')}.xlsx`}
      load={() => dataProvider.exportCampaignsXlsx(filterValues, selectedIds.map(String))}
    />
  );
}
