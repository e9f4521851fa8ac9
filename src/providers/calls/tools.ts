import type { RequestFn } from './index';

/** Targets a debug session bypasses (schemas/debugSession.schema.json). */
export type DebugTargets = Partial<Record<'geo' | 'device' | 'user' | 'segments' | 'wbLists' | 'calendar' | 'ssp', boolean>>;

export interface DebugSession {
  id: string;
  campaignId: string;
  debugId: string;
  targets?: DebugTargets;
  note?: string;
  startedBy?: string;
  createdAt?: string;
  version?: number;
}

/** Tools calls of docs/product.md#calls beyond the CRUD lists: bid logs, debug sessions. */
export function toolsCalls(request: RequestFn) {
  return {
    /**
     * POST /tools/debug/{campaignId}: starts (or restarts) the campaign's debug session; without
     * targets every one but ssp is bypassed, without a note a restart keeps the current one.
     */
    async startDebugSession(campaignId: string, options: { targets?: DebugTargets; note?: string } = {}): Promise<DebugSession> {
      const { data } = await request<DebugSession>(`/tools/debug/${encodeURIComponent(campaignId)}`, { method: 'POST', body: options });
      return data;
    },

    /** DELETE /tools/debug/{campaignId}: ends the campaign's debug session. */
    async deleteDebugSession(campaignId: string): Promise<void> {
      await request(`/tools/debug/${encodeURIComponent(campaignId)}`, { method: 'DELETE' });
    },

    /** GET /debug-rk: the campaigns under debug. */
    async getDebugCampaigns(signal?: AbortSignal): Promise<{ id: string; name: string; debugId: string }[]> {
      const { data } = await request<{ id: string; name: string; debugId: string }[]>('/debug-rk', { signal });
      return data;
    },
  };
}
