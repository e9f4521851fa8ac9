/**
 * The error routing of docs/product.md#errors needs the shell (navigation, the fatal panel), but requests
 * are made far from it; the client announces what happened and the shell decides what to show.
 */
export type ApiEvent =
  | { type: 'unauthorized'; status: 401 | 403 }
  | { type: 'notFound' }
  | { type: 'fatal'; status?: number; message: string };

type Listener = (event: ApiEvent) => void;
const listeners = new Set<Listener>();

export const apiEvents = {
  on(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  emit(event: ApiEvent): void {
    listeners.forEach((l) => l(event));
  },
};
