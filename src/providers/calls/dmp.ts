import type { RequestFn } from './index';
import { XLSX_TYPE } from '../../engine/schema/files';

/** GET /v2/dmpengine/info: one DMP engine report with its figures (schemas/dmpReport.schema.json). */
export interface DmpReport {
  id: string;
  name: string;
  segmentId?: string;
  segmentName?: string;
  campaignId?: string;
  campaignName?: string;
  provider?: string;
  status?: 'ready' | 'processing';
  period?: { start?: string; end?: string };
  segmentUsers?: number;
  matchedUsers?: number;
  matchRate?: number;
  impressions?: number;
  clicks?: number;
  ctr?: number;
  createdAt?: string;
}

/** DMP calls of docs/product.md#calls (the DMP bundles dictionary lives with the dictionaries). */
export function dmpCalls(request: RequestFn) {
  return {
    async getDmpReports(signal?: AbortSignal): Promise<DmpReport[]> {
      return (await request<DmpReport[]>('/v2/dmpengine/info', { signal })).data;
    },
    async exportDmpReportStatistics(reportId: string): Promise<Blob> {
      return (
        await request<Blob>(`/v2/dmpengine/${encodeURIComponent(reportId)}/statistics.xlsx`, {
          responseType: 'blob',
          headers: { Accept: XLSX_TYPE },
        })
      ).data;
    },
  };
}
