import type { RequestFn } from './index';
import { XLSX_TYPE } from '../../engine/schema/files';

/** docs/product.md#constants: the post-view export's default columns. */
const POSTVIEW_DEFAULT_COLUMNS = [
  'time',
  'event',
  'typeConversion',
  'totalConversions',
  'totalUniques',
  'conversionsAfterCampaign',
  'uniquesAfterCampaign',
] as const;

/** Player configs and post-views (docs/product.md#calls Other) beyond CRUD. */
export function ordersCalls(request: RequestFn) {
  return {
    /** GET /v2/postviews.xlsx with the default columns (x-excel-columns) unless others are named. */
    async postviewsXlsx(
      query: { accountId?: string; campaignId?: string; startTimeISO: string; endTimeISO: string; offsetTime?: number },
      columns: readonly string[] = POSTVIEW_DEFAULT_COLUMNS,
    ): Promise<Blob> {
      const { data } = await request<Blob>('/v2/postviews.xlsx', {
        query,
        responseType: 'blob',
        headers: { Accept: XLSX_TYPE, 'x-excel-columns': JSON.stringify(columns) },
      });
      return data;
    },
  };
}
