import type { RequestFn } from './index';
import { XLSX_TYPE } from '../../engine/schema/files';

export interface SspRecord {
  id: string;
  sysname: string;
  name: string;
  active?: boolean;
  version?: number;
  [field: string]: unknown;
}

/** A spreadsheet column of the SSP export: a property path and its Russian title. */
export interface ExportColumn {
  source: string;
  title: string;
}

/** SSP calls of docs/product.md#calls beyond CRUD (the status is declared in resources/ssps.ts): user-matching key, error list, .xlsx export. */
export function sspCalls(request: RequestFn) {
  return {
    /** GET /ssp/usermatching?sysname=: the SSP's current key, null when none was issued yet. */
    async getSspUserMatchingKey(sysname: string, signal?: AbortSignal): Promise<string | null> {
      const { data } = await request<{ key: string | null }>('/ssp/usermatching', { query: { sysname }, signal });
      return data.key;
    },

    /** POST /ssp/usermatching {sysname}: issues a new key (the old one stops working). */
    async generateSspUserMatchingKey(sysname: string): Promise<string> {
      const { data } = await request<{ key: string }>('/ssp/usermatching', { method: 'POST', body: { sysname } });
      return data.key;
    },

    /**
     * GET /v2/ssp-list with x-excel-columns and x-excel-header: the list as .xlsx (a Blob).
     * Titles are percent-encoded one by one (header values are Latin-1) and joined by commas.
     */
    async exportSspXlsx(
      columns: ExportColumn[],
      filter: Record<string, string | readonly string[]> = {},
    ): Promise<Blob> {
      const { data } = await request<Blob>('/v2/ssp-list', {
        query: filter,
        responseType: 'blob',
        headers: {
          Accept: XLSX_TYPE,
          'x-excel-columns': columns.map((c) => c.source).join(','),
          'x-excel-header': columns.map((c) => encodeURIComponent(c.title)).join(','),
        },
      });
      return data;
    },
  };
}
