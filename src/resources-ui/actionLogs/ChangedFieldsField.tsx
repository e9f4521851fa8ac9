import { Box, Chip, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { catalog, type JsonSchema } from '../../engine';

/** The Russian title of a dotted field path in an entity's schema, when the schema is known. */
export function fieldTitle(schemaId: string | undefined, path: string): string | undefined {
  if (!schemaId || !catalog.schemas.schemas.has(schemaId)) return undefined;
  let node: JsonSchema | undefined = catalog.schemas.get(schemaId);
  for (const part of path.split('.')) {
    const properties: Record<string, JsonSchema> | undefined = node ? catalog.schemas.resolve(node).properties : undefined;
    node = properties && Object.hasOwn(properties, part) ? properties[part] : undefined;
  }
  return node ? catalog.schemas.resolve(node).title : undefined;
}

/** The changed fields of a log line by their titles in the object's own schema («Название», not `name`). */
export function ChangedFieldsField({ source }: { source: string; label?: string }) {
  const record = useRecordContext<{ objectType?: string } & Record<string, unknown>>();
  const fields = Array.isArray(record?.[source]) ? (record[source] as string[]) : [];
  if (!fields.length) return <Typography component="span" variant="body2">—</Typography>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      {fields.map((f) => <Chip key={f} size="small" label={fieldTitle(record?.objectType, f) ?? f} />)}
    </Box>
  );
}
