import { request } from '../../providers/httpClient';

/**
 * The user's favourite cabinets (docs/product.md#permissions "Users can … have favourite cabinets", #calls
 * /v2/users/favorites): ids of their own cabinets, kept by the platform across sessions and
 * browsers. Each call answers the whole list as it is now.
 */
const PATH = '/v2/users/favorites';

const ids = (data: unknown): string[] =>
  Array.isArray(data) ? data.filter((v) => typeof v === 'string' || typeof v === 'number').map(String) : [];

/** The list; not fatal: the selection works without stars when it cannot be read. */
export async function fetchFavoriteCabinets(): Promise<string[]> {
  return ids((await request<unknown>(PATH, { quiet: true })).data);
}

/** Stars (POST {cabinetId}) or unstars (DELETE ?cabinetId=) one cabinet. */
export async function setFavoriteCabinet(cabinetId: string, favorite: boolean): Promise<string[]> {
  const { data } = favorite
    ? await request<unknown>(PATH, { method: 'POST', body: { cabinetId } })
    : await request<unknown>(PATH, { method: 'DELETE', query: { cabinetId } });
  return ids(data);
}
