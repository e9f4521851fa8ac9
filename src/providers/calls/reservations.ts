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

/** The reservations' calls beyond CRUD: none left (deployments' copy and delete are declared in resources/deployments.ts; versions are a resource). */
export function reservationsCalls(_request: RequestFn) {
  return {};
}
