import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import type { QueryValue } from '../../providers/httpClient';
import { XlsxButton } from '../campaigns/CampaignXlsx';

/** A list filter ({ statusData: { moderationStatus } }) as the API's dotted query names. */
function dotted(filter: Record<string, unknown>, prefix = ''): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(filter)) {
    const name = key === 'q' && !prefix ? 'search' : `${prefix}${key}`;
    if (value && typeof value === 'object' && !Array.isArray(value))
      Object.assign(out, dotted(value as Record<string, unknown>, `${name}.`));
    else out[name] = value as QueryValue;
  }
  return out;
}

/** «Выгрузить в XLSX» (GET /v2/creatives.xlsx): the list's filters, narrowed to the selection when there is one. */
export function CreativesXlsxButton() {
  const { selectedIds, filterValues } = useListContext();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const translate = useTranslate();
  return (
    <XlsxButton
      label="kabinet.creatives.xlsxList"
      fileName={`${translate('kabinet.creatives.xlsxListFile')}.xlsx`}
      load={() => dataProvider.exportCreativesXlsx({ ...dotted(filterValues), ids: selectedIds.map(String) })}
    />
  );
}
