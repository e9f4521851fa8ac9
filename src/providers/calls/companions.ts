import type { RequestFn } from './index';

export interface CompanionRecord {
  id: string;
  name: string;
  enabled?: boolean;
  score?: number;
  version?: number;
  [field: string]: unknown;
}

/** Companion calls of docs/product.md#calls beyond CRUD (the file goes through storage's uploadFile). */
export function companionsCalls(request: RequestFn) {
  return {
    /** PUT /v2/companions/{id}/status {enabled}: answers the updated companion. */
    async setCompanionStatus(id: string, enabled: boolean): Promise<CompanionRecord> {
      const { data } = await request<CompanionRecord>(`/v2/companions/${encodeURIComponent(id)}/status`, {
        method: 'PUT',
        body: { enabled },
      });
      return data;
    },

    /** PUT /v2/companions/score [{id, score}]: all or nothing; answers the updated companions. */
    async setCompanionScores(scores: { id: string; score: number }[]): Promise<CompanionRecord[]> {
      const { data } = await request<CompanionRecord[]>('/v2/companions/score', { method: 'PUT', body: scores });
      return data;
    },
  };
}
