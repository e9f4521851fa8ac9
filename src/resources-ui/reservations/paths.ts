/** Route paths (react-admin resource names) of the reservation screens, as resources/*.ts declare them. */
export const DEPLOYMENTS = 'management/reservations/deployments';
/** docs/product.md#routes management/reservations/{reservationId}/versioning. */
const VERSIONS = 'management/reservations/:reservationId/versioning';

/** The versioning screen of one reservation: the path's id is what the list shows the versions of. */
export function versioningPath(basename: string, reservationId: string) {
  return `${basename}/${VERSIONS.replace(':reservationId', encodeURIComponent(reservationId))}`;
}
