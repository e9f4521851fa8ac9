import type { RequestFn } from './index';

/** A stored version of a reservation (schemas/reservationVersion.schema.json). */
export interface ReservationVersion {
  id: string;
  number: number;
  summary: string;
  author?: string;
  reservationId: string;
  snapshot: Record<string, unknown>;
  createdAt: string;
}

export function reservationsCalls(request: RequestFn) {
  return {
    /** POST /v2/reservations/deployments/{id}/copy: a copy in the same reservation; its id. */
    async copyDeployment(id: string, name?: string): Promise<{ id: string }> {
      const { data } = await request<{ id: string }>(`/v2/reservations/deployments/${encodeURIComponent(id)}/copy`, {
        method: 'POST', body: name ? { name } : {},
      });
      return data;
    },
    /** DELETE /v2/reservations/deployments/{id} (409 when it is the only one selected in a campaign). */
    async deleteDeployment(id: string): Promise<void> {
      await request(`/v2/reservations/deployments/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
    /** GET /v2/reservations/{id}/versions, newest first. */
    async getReservationVersions(id: string, signal?: AbortSignal): Promise<ReservationVersion[]> {
      const { data } = await request<ReservationVersion[]>(`/v2/reservations/${encodeURIComponent(id)}/versions`, {
        query: { pageSize: 1000 }, signal,
      });
      return data;
    },
  };
}
