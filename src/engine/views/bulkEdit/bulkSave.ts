import type { DataProvider, RaRecord } from 'react-admin';
import type { BulkField } from './bulkFields';
import { refusalText } from './refusalText';

/** How many records are read or written at a time: the browser's own limit per host is six. */
const AT_ONCE = 4;

/** Runs `work` over `items`, a few at a time, in order of the items; `onDone` after each. */
export async function inTurn<T, R>(items: T[], work: (item: T) => Promise<R>, onDone?: () => void): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
      onDone?.();
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, worker));
  return results;
}

export type Outcome = { id: RaRecord['id']; ok: true } | { id: RaRecord['id']; ok: false; reason: string };

/**
 * One update per record, through the resource's own update call with the version the user saw
 * (If-Match): a record changed meanwhile is refused (409) and the others still save. Each refusal
 * is told in the words of its failure (refusalText): the fields' messages by their titles, the
 * server's message.
 */
export function saveEach(
  dataProvider: DataProvider,
  resource: string,
  writes: { record: RaRecord; next: Record<string, unknown> }[],
  retryLater: string,
  onDone: () => void,
  fields: BulkField[],
): Promise<Outcome[]> {
  return inTurn(
    writes,
    ({ record, next }) =>
      dataProvider
        .update(resource, { id: record.id, data: next, previousData: record, meta: { oneOfMany: true } })
        .then(
          (): Outcome => ({ id: record.id, ok: true }),
          (error: unknown): Outcome => ({ id: record.id, ok: false, reason: refusalText(error, fields, retryLater) }),
        ),
    onDone,
  );
}
