import type { RequestFn } from './index';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Ad-registry (ОРД) calls of docs/product.md#calls beyond CRUD. */
export function ordCalls(request: RequestFn) {
  return {
    /** POST /ord/report/{id}/send: status → sent, sendedAt and uploadedUrl set; answers the report. */
    async sendOrdReport(reportId: string): Promise<Record<string, unknown>> {
      return (
        await request<Record<string, unknown>>(`/ord/report/${encodeURIComponent(reportId)}/send`, { method: 'POST' })
      ).data;
    },
    /** GET /ord/report/statistic/xlsx?id=. */
    async ordReportStatisticXlsx(reportId: string): Promise<Blob> {
      return (
        await request<Blob>('/ord/report/statistic/xlsx', {
          query: { id: reportId },
          responseType: 'blob',
          headers: { Accept: XLSX },
        })
      ).data;
    },
  };
}
