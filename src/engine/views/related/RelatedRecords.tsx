import { useState, type ReactNode } from 'react';
import { Alert, Box, Chip, FormControlLabel, Paper, Switch, Typography } from '@mui/material';
import {
  CreateButton,
  DataTable,
  Pagination,
  ReferenceManyField,
  useCanAccess,
  useListContext,
  useRecordContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { lazyUi } from '../../definition/lazyUi';
import type { ResourceDefinition } from '../../definition/types';
import { SIDE_BY_SIDE_WIDTH } from '../../fields/readableWidth';
import { FieldOverridesProvider } from '../../fields/render';
import { catalog } from '../../load';
import { useScreenPath } from '../../recordPaths';
import { relatedOf, type RelatedRecords as Related } from '../../schema/related';
import { listColumns } from '../listColumns';
import { pickFields } from '../useDefinition';
import { RELATED_MESSAGES as TEXT } from './relatedMessages';

const PAGE_SIZES = [10, 25, 50];

// The operations' buttons are the declared actions' renderer: loaded only with a table that has some.
const RowOperations = lazyUi(() => import('./RelatedOperations').then((m) => m.RowOperations), 'RowOperations');
const TableOperations = lazyUi(() => import('./RelatedOperations').then((m) => m.TableOperations), 'TableOperations');

/**
 * Below a record's form or card: a table per x-related declaration of its schema, the records of
 * another resource that name this one (an SSP's error log), with that resource's generated columns,
 * read by its list call filtered by the naming field (or the record's own call for them, x-related's
 * path) and paged by the server. Shown to a
 * cabinet that may list that resource; a row opens the record where the resource has a screen for it.
 * The declaration may add that resource's transitions on each row and for all rows at once, and a
 * switch narrowing the rows (a group's notifications: «Отметить прочитанным», «Отметить все
 * прочитанными», «Только новые»).
 */
export function RelatedRecords({ def }: { def: ResourceDefinition }) {
  const record = useRecordContext();
  if (record?.id === undefined) return null;
  return (
    <>
      {relatedOf(catalog.schemas.get(def.schema)).map((related) => (
        <RelatedTable key={related.name} related={related} />
      ))}
    </>
  );
}

function RelatedTable({ related }: { related: Related }) {
  const child = catalog.byKey(related.resource)!;
  const { canAccess } = useCanAccess({ action: 'list', resource: child.path });
  const [narrowed, setNarrowed] = useState(false);
  if (!canAccess) return null;
  const fields = catalog.fields(child);
  const shown = related.columns ?? (child.list?.columns ?? []).filter((c) => c !== related.field);
  const columns = listColumns(child, pickFields(fields, shown.length ? shown : undefined));
  const title = related.title ?? child.label;
  const opens = child.disable?.includes('edit') ? (child.disable?.includes('show') ? false : 'show') : 'edit';
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ mt: 3, px: 2, pb: 2, width: '100%', maxWidth: SIDE_BY_SIDE_WIDTH }}
    >
      <FieldOverridesProvider value={child.fields ?? {}}>
        <ReferenceManyField
          // A switch of the rows starts again from their first page.
          key={narrowed ? 'narrowed' : 'all'}
          reference={child.path}
          target={related.field}
          filter={narrowed ? related.toggle?.filter : undefined}
          sort={related.sort ?? child.list?.sort}
          perPage={PAGE_SIZES[0]}
          queryOptions={related.path ? { meta: { path: related.path } } : undefined}
          pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
        >
          <RelatedHeading title={title} related={related} child={child} narrowed={narrowed} onNarrow={setNarrowed} />
          <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }}>
            <RelatedRows opens={opens} loadError={child.list?.loadError}>
              {columns.map(({ field, cell, sortable }) => (
                <DataTable.Col
                  key={field.source}
                  source={field.source}
                  label={field.label}
                  // The platform's own call for these rows takes no sort (x-related's path).
                  disableSort={!sortable || !!related.path}
                >
                  {cell}
                </DataTable.Col>
              ))}
              {related.rowOperations && (
                <DataTable.Col source="id" label={TEXT.actions} disableSort>
                  <RowOperations child={child} names={related.rowOperations} />
                </DataTable.Col>
              )}
            </RelatedRows>
          </Paper>
        </ReferenceManyField>
      </FieldOverridesProvider>
    </Box>
  );
}

function RelatedRows({
  opens,
  loadError,
  children,
}: {
  opens: 'edit' | 'show' | false;
  loadError?: string;
  children: ReactNode;
}) {
  const screenPath = useScreenPath();
  const translate = useTranslate();
  const { error } = useListContext();
  const rowClick = opens && ((id: Identifier, resource: string) => screenPath(resource, opens, id));
  // The resource's own failure text where it has one (the SSP error list's), else the generic one.
  if (error) return <Alert severity="error">{translate(loadError ?? 'ra.notification.http_error')}</Alert>;
  return (
    <DataTable
      rowClick={rowClick}
      bulkActionButtons={false}
      empty={
        <Typography variant="body2" sx={{ p: 2 }}>
          {TEXT.empty}
        </Typography>
      }
    >
      {children}
    </DataTable>
  );
}

/**
 * The table's title with the count of records the server reports, its switch and its operations for
 * all rows, and «Создать» with the field filled.
 */
function RelatedHeading({
  title,
  related,
  child,
  narrowed,
  onNarrow,
}: {
  title: string;
  related: Related;
  child: ResourceDefinition;
  narrowed: boolean;
  onNarrow(on: boolean): void;
}) {
  const { total } = useListContext();
  const record = useRecordContext();
  const { canAccess: canCreate } = useCanAccess({
    action: 'create',
    resource: child.path,
    enabled: !!related.add && !child.disable?.includes('create'),
  });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {total !== undefined && <Chip size="small" label={total.toLocaleString('ru-RU')} />}
      <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {related.toggle && (
          <FormControlLabel
            control={<Switch size="small" checked={narrowed} onChange={(e) => onNarrow(e.target.checked)} />}
            label={<Typography variant="body2">{related.toggle.title}</Typography>}
          />
        )}
        {related.operations && (
          <TableOperations
            child={child}
            field={related.field}
            names={related.operations}
            sort={related.sort ?? child.list?.sort}
          />
        )}
        {related.add && canCreate && record && (
          <CreateButton resource={child.path} state={{ record: { [related.field]: record.id } }} />
        )}
      </Box>
    </Box>
  );
}
