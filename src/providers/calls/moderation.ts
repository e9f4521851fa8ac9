import type { RequestFn } from './index';

export type ModerationStatus = 'pending' | 'approved' | 'disapproved' | 'cooking';

/** Body of both status calls (schemas/moderationStatusChange.schema.json). */
export interface ModerationStatusChange {
  ids: string[];
  status: ModerationStatus;
  /** Kept only with disapproved. */
  reason?: string;
}

export type ModerationQueue = 'creatives' | 'apps';

/** Moderation calls of docs/product.md#calls: the status of creatives (and of apps, the same shape). */
export function moderationCalls(request: RequestFn) {
  return {
    /** POST /v2/moderation/{creatives|apps}/status: all or nothing; answers how many changed. */
    async setModerationStatus(
      queue: ModerationQueue,
      change: ModerationStatusChange,
    ): Promise<{ affectedCount: number }> {
      const body: ModerationStatusChange = { ids: change.ids, status: change.status };
      if (change.status === 'disapproved' && change.reason?.trim()) body.reason = change.reason.trim();
      const { data } = await request<{ affectedCount: number }>(`/v2/moderation/${queue}/status`, {
        method: 'POST',
        body,
      });
      return data;
    },
  };
}
