import type { FieldErrors } from '../../src/engine/schema';
import type { ServerContext } from '../context';
import type { ResourceDef } from '../resourceDefs';

interface UniqueField {
  property: string;
  message: string;
}

const fieldsOf = new WeakMap<ResourceDef, UniqueField[]>();

/** The root fields of a resource marked `x-unique`, with the message to answer a taken value with. */
function uniqueFields(ctx: ServerContext, def: ResourceDef): UniqueField[] {
  let fields = fieldsOf.get(def);
  if (!fields) {
    const properties = ctx.set.resolve(def.schema).properties ?? {};
    fields = Object.entries(properties).flatMap(([property, raw]) => {
      const schema = ctx.set.resolve(raw);
      const rule = raw['x-unique'] ?? schema['x-unique'];
      if (!rule) return [];
      const message =
        (typeof rule === 'object' && rule.message) ||
        `Запись с таким значением поля «${schema.title ?? property}» уже существует`;
      return [{ property, message }];
    });
    fieldsOf.set(def, fields);
  }
  return fields;
}

/**
 * `x-unique`: no other record of the resource holds the same value, in any cabinet (a code or a
 * login names one thing on the whole platform). Text is compared regardless of case, with the
 * store's own folding (kb_fold), so «ABC» and «abc» are one code, Cyrillic included. `selfId`
 * is the record being edited (null on create): keeping its own value is no clash.
 */
export function uniqueErrors(
  ctx: ServerContext,
  def: ResourceDef,
  data: Record<string, unknown>,
  selfId: string | null,
): FieldErrors | null {
  const errors: FieldErrors = {};
  for (const { property, message } of uniqueFields(ctx, def)) {
    const value = data[property];
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const taken = ctx.db
      .prepare(
        `SELECT 1 FROM records WHERE resource = ? AND id <> ?
      AND kb_fold(json_extract(data, ?)) = kb_fold(?) LIMIT 1`,
      )
      .get(def.schemaId, selfId ?? '', `$."${property}"`, value);
    if (taken) errors[`/${property}`] = message;
  }
  return Object.keys(errors).length ? errors : null;
}
