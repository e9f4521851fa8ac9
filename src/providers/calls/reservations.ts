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
    /** GET /v2/reservations/{id}/versions, newest first. */
    async getReservationVersions(id: string, signal?: AbortSignal): Promise<ReservationVersion[]> {
      const { data } = await request<ReservationVersion[]>(`/v2/reservations/${encodeURIComponent(id)}/versions`, {
        query: { pageSize: 1000 }, signal,
      });
      return data;
    },
  };
}
