import type { RequestFn } from './index';

/** Body of the balance calls of agencies and accounts (schemas/balanceChange.schema.json). */
export interface BalanceChange {
  action: 'deposit' | 'withdraw';
  money: number;
  comment?: string;
}

/** GET /v2/agencies/selfservice items and the PATCH answer. */
export interface AgencySelfService {
  id: string;
  name: string;
  currency: string;
  minimalCPM: number | null;
}

type ApiRecord = Record<string, unknown> & { id: string };

export function agenciesCalls(request: RequestFn) {
  return {
    /** POST /v2/agencies/{id}/balance: the agency as stored afterwards (new balance and version). */
    async changeAgencyBalance(id: string, body: BalanceChange): Promise<ApiRecord> {
      const { data } = await request<ApiRecord>(`/v2/agencies/${encodeURIComponent(id)}/balance`, {
        method: 'POST',
        body,
      });
      return data;
    },
    /** GET /v2/agencies/selfservice: the self-service agencies and their minimal CPM. */
    async getAgencySelfService(signal?: AbortSignal): Promise<AgencySelfService[]> {
      const { data } = await request<AgencySelfService[]>('/v2/agencies/selfservice', {
        query: { pageSize: 1000 },
        signal,
      });
      return data;
    },
    /** PATCH /v2/agencies/{id}/selfservice {minimalCPM}. */
    async updateAgencySelfService(id: string, body: { minimalCPM: number }): Promise<AgencySelfService> {
      const { data } = await request<AgencySelfService>(`/v2/agencies/${encodeURIComponent(id)}/selfservice`, {
        method: 'PATCH',
        body,
      });
      return data;
    },
  };
}
