// The statistics worker's entry: the server runs TypeScript through tsx, and a worker thread
// starts without the parent's loader when the parent is not `tsx` itself (tests, benches).
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
