import type { BalanceChange } from './agencies';
import type { RequestFn } from './index';

/** schemas/accountGuestPermissions.schema.json: permission name → allowed. */
export interface GuestPermissions {
  commonPermissions: Record<string, boolean>;
  columnPermissions: Record<string, boolean>;
}

/** GET /agency/campaigns-guest-prices/{id} items. */
export interface CampaignGuestPrice {
  campaignId: string;
  name: string;
  currency: string;
  cpm: number;
  cpc: number;
}

type ApiRecord = Record<string, unknown> & { id: string };

/** GET /v2/accounts/{id}/status: the account's status (schemas/account.schema.json `status`), null when it has none. */
export interface AccountStatus {
  id: string;
  status: string | null;
}

export function accountsCalls(request: RequestFn) {
  return {
    /** POST /v2/accounts/{id}/balance: money moves between the account and its agency. */
    async changeAccountBalance(id: string, body: BalanceChange): Promise<ApiRecord> {
      const { data } = await request<ApiRecord>(`/v2/accounts/${encodeURIComponent(id)}/balance`, {
        method: 'POST',
        body,
      });
      return data;
    },
    /** PATCH /v2/accounts/{id}/guest/permissions (merged key by key); the full maps come back. */
    async updateGuestPermissions(
      id: string,
      body: Partial<GuestPermissions>,
    ): Promise<GuestPermissions & { id: string }> {
      const { data } = await request<GuestPermissions & { id: string }>(
        `/v2/accounts/${encodeURIComponent(id)}/guest/permissions`,
        { method: 'PATCH', body },
      );
      return data;
    },
    /** GET /v2/accounts/{id}/status. */
    async getAccountStatus(id: string, signal?: AbortSignal): Promise<AccountStatus> {
      const { data } = await request<AccountStatus>(`/v2/accounts/${encodeURIComponent(id)}/status`, { signal });
      return data;
    },
    /** GET /agency/campaigns-guest-prices/{accountId}. */
    async getCampaignsGuestPrices(accountId: string, signal?: AbortSignal): Promise<CampaignGuestPrice[]> {
      const { data } = await request<CampaignGuestPrice[]>(
        `/agency/campaigns-guest-prices/${encodeURIComponent(accountId)}`,
        { signal },
      );
      return data;
    },
  };
}
