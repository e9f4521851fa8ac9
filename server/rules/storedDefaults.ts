import { withStoredDefaults } from '../../src/engine/schema/defaults';
import type { ServerContext } from '../context';

/**
 * Records stored before their schema gave a field a default (an older data folder, a default
 * added since) get it written out at start: every list, card, export and answer then reads the
 * same value, and the lists' fast path can keep sending records as they are stored. Records
 * made since are stored with their defaults (RecordService.create and update).
 */
export function fillStoredDefaults(ctx: ServerContext): void {
  ctx.db.transaction(() => {
    for (const def of ctx.defs.values()) {
      if (Object.keys(def.defaults).length === 0) continue;
      for (const record of ctx.store.all(def.schemaId)) {
        const filled = withStoredDefaults(def.defaults, record.data);
        if (filled !== record.data) ctx.store.restate(def.schemaId, record.id, filled);
      }
    }
  })();
}
