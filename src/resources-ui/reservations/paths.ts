/** Route paths (react-admin resource names) of the reservation screens, as resources/*.ts declare them. */
export const DEPLOYMENTS = 'management/reservations/deployments';
/** SPEC.md §2 management/reservations/{reservationId}/versioning. */
export const VERSIONS = 'management/reservations/:reservationId/versioning';

/** The versioning screen of one reservation, its list filtered to it. */
export function versioningPath(basename: string, reservationId: string) {
  return {
    pathname: `${basename}/${VERSIONS.replace(':reservationId', encodeURIComponent(reservationId))}`,
    search: `?${new URLSearchParams({ filter: JSON.stringify({ reservationId }) })}`,
  };
}
