import type { RequestFn } from './index';

/**
 * Tools calls of docs/product.md#calls beyond the CRUD lists. The bid logs' and debug sessions'
 * own calls are declared with their actions (resources/bidLogs.ts, resources/debugSessions.ts).
 */
export function toolsCalls(request: RequestFn) {
  return {
    /** GET /debug-rk: the campaigns under debug. */
    async getDebugCampaigns(signal?: AbortSignal): Promise<{ id: string; name: string; debugId: string }[]> {
      const { data } = await request<{ id: string; name: string; debugId: string }[]>('/debug-rk', { signal });
      return data;
    },
  };
}
