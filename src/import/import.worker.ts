import { createPrecompiledSchemaSet, type ValidatorLoaders } from '../engine/schema/precompiled';
import type { Cell } from '../export/spreadsheetWriter';
import type { ReadOptions } from './readTable';
import { UnreadableFile } from './readTable';
import type { Mapping } from './mapping';
import type { PlanSetup } from './plan';
import { ImportSession, type PlanResult, type TableInfo, type WriteRow } from './session';

/**
 * The import's worker (src/import/importClient.ts posts to it): reads the file, plans the rows
 * with the resource's precompiled validator, and hands the page the rows to write. Each request
 * is answered once; a dry run also sends its progress.
 */
export type ToImportWorker =
  | { type: 'read'; bytes: ArrayBuffer; options: ReadOptions }
  | { type: 'texts'; columns: PlanSetup['columns']; mapping: Mapping }
  | { type: 'plan'; schemaId: string; setup: PlanSetup; previewSize: number }
  | { type: 'writes'; from: number; size: number }
  | {
      type: 'errorRows';
      order: number[];
      headers: Record<string, string>;
      refused: Record<number, string>;
      yesNo: { yes: string; no: string };
    };

export type FromImportWorker =
  | { type: 'table'; table: TableInfo }
  | { type: 'texts'; texts: Record<string, string[]> }
  | { type: 'progress'; done: number; total: number }
  | { type: 'planned'; result: PlanResult }
  | { type: 'writes'; rows: WriteRow[]; total: number }
  | { type: 'errorRows'; rows: Cell[][] }
  | { type: 'error'; message: string; unreadable?: boolean };

// The same schemas and precompiled validators as the form's (src/engine/load.ts): the form's messages.
const schemaFiles = import.meta.glob<unknown>('/schemas/*.schema.json', { eager: true, import: 'default' });
const modules = import.meta.glob<{ default: never }>('/src/engine/generated/validators/*.js');
const loaders = Object.fromEntries(
  Object.entries(modules).map(([file, load]) => [file.replace(/^.*\//, '').replace(/\.js$/, ''), load]),
) as unknown as ValidatorLoaders;
const schemas = createPrecompiledSchemaSet(schemaFiles, loaders);

const scope = self as unknown as DedicatedWorkerGlobalScope;
const session = new ImportSession();
const reply = (message: FromImportWorker) => scope.postMessage(message);

scope.onmessage = async ({ data: message }: MessageEvent<ToImportWorker>) => {
  try {
    switch (message.type) {
      case 'read':
        return reply({ type: 'table', table: session.read(new Uint8Array(message.bytes), message.options) });
      case 'texts':
        return reply({ type: 'texts', texts: session.texts(message.columns, message.mapping) });
      case 'plan': {
        const result = await session.plan(
          message.setup,
          (record) => schemas.validate(message.schemaId, record),
          message.previewSize,
          (done, total) => reply({ type: 'progress', done, total }),
        );
        return reply({ type: 'planned', result });
      }
      case 'writes':
        return reply({ type: 'writes', ...session.writes(message.from, message.size) });
      case 'errorRows':
        return reply({
          type: 'errorRows',
          rows: session.errorRows(message.order, message.headers, message.refused, message.yesNo),
        });
    }
  } catch (error) {
    reply({
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
      unreadable: error instanceof UnreadableFile,
    });
  }
};
