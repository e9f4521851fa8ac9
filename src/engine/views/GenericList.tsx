import { Alert, Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  BulkActionsToolbar,
  CreateButton,
  DataTable,
  ExportButton,
  FilterButton,
  List,
  Pagination,
  TopToolbar,
  useListContext,
  useNotify,
  useResourceContext,
  useStore,
  useTranslate,
  type Exporter,
  type Identifier,
} from 'react-admin';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useRememberListQuery } from './listQuery';
import { useScreenPath } from '../recordPaths';
import { BulkDeleteButton } from '../../shims/bulkDeleteButton';
import { exportsList, placedActions } from './placedActions';
import { PrefetchedRecordsProvider } from '../fields/referenceField';
import { filterElements, FieldOverridesProvider } from '../fields/render';
import { LazyPlaceholder, lazyUi } from '../definition/lazyUi';
import { BulkButtonsOnSelection } from './BulkButtonsOnSelection';
import { DeferredRows } from './DeferredRows';
import { ListCheckboxesBody, ListCheckboxesHead } from './ListCheckboxes';
import { ListSelectAllButton } from './ListSelectAllButton';
import { listColumns } from './listColumns';
import { listRequest, pathFilter } from './listRequest';
import { PreloadOnApproach } from './PreloadOnApproach';
import { ImportButton } from './ImportButton';
import { catalog } from '../load';
import { AfterRowsShown, ReportRowsShown, RowsShownProvider } from './rowsShown';
import { PreloadRecordScreensAtIdle } from '../recordScreens';
import { pickFields, useDefinition } from './useDefinition';
import { columnChoices } from './listViews/columnChoices';
import { hiddenColumnsKey } from './listViews/savedViews';
import { ListViewsButtons } from './listViews/ListViewsButtons';
import { bulkFields } from './bulkEdit/bulkFields';
import { BulkEditButton } from './bulkEdit/BulkEditButton';

function ListEmpty({
  canCreate,
  canImport,
  actions,
}: {
  canCreate: boolean;
  canImport: boolean;
  actions: ReturnType<typeof placedActions>;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, width: '100%' }}>
      <Typography variant="h6" color="text.secondary" gutterBottom>
        {translate('kabinet.list.empty')}
      </Typography>
      {canCreate && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('kabinet.list.empty_hint')}
          </Typography>
          <CreateButton variant="contained" />
          {/* An empty list is where a file of records is most wanted. */}
          {canImport && (
            <Box sx={{ mt: 1 }}>
              <ImportButton />
            </Box>
          )}
        </>
      )}
      {/* An empty list keeps its list-level actions: the bid logger starts from here too. */}
      {actions.length > 0 && <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1 }}>{actions}</Box>}
    </Box>
  );
}

/** What a list with `loadError` shows in place of its rows. */
function ListLoadError({ message }: { message: string }) {
  const translate = useTranslate();
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      {translate(message)}
    </Alert>
  );
}

/** No page numbers under a list that failed to load (react-admin would count a page of nothing). */
function PaginationUnlessFailed() {
  const { error } = useListContext();
  return error ? null : <Pagination />;
}

// Phones only: the table's screens never load it. Loading it with this module on a phone, ahead
// of the list's first render, was measured: Lighthouse's simulated phone painted the first
// entry ~0.2 s later (median of 5 runs side by side), so it loads when first rendered.
const PhoneList = lazyUi(() => import('./PhoneList').then((m) => m.PhoneList), 'PhoneList');

// The column chooser and the named views (docs/product.md#saved-views): with the toolbar's other
// tools once the rows are shown.

/** The generated list: the resource's columns, filters and sort; a row opens the record. */
export function GenericList() {
  const { def, fields } = useDefinition();
  const notify = useNotify();
  // For a record screen's way back to its list with the list's query (docs/product.md#routes, SSP edit);
  // here, not in a lazy resource component, so a row clicked at once still finds it.
  useRememberListQuery(useLocation().pathname);
  const { columns: declared, sort, perPage, meta } = listRequest(def, fields);
  // Every field that fits a cell may be a column; those the resource does not name start hidden,
  // and the user's choice is kept with the list's other preferences.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a resource's columns are its definition's
  const choices = useMemo(() => columnChoices(declared, fields), [def]);
  const resource = useResourceContext()!;
  const [hidden] = useStore<string[]>(hiddenColumnsKey(resource), choices.hidden);
  const fieldsShown = choices.columns.filter((f) => !hidden.includes(f.source));
  // A list under a record's path (…/{reservationId}/versioning) lists only that record's rows.
  const params = useParams();
  const fixedKey = JSON.stringify(pathFilter(def.path, params) ?? null);
  const fixedFilter = useMemo(() => (JSON.parse(fixedKey) as Record<string, string> | null) ?? undefined, [fixedKey]);
  const columns = listColumns(def, fieldsShown);
  const allColumns = listColumns(def, choices.columns);
  // Read at once (noSsr): by default MUI answers «not a phone» on the first render, and a phone
  // would draw the table first.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const filters = filterElements(pickFields(fields, def.list?.filters ?? [], 0), def.list?.search ?? false, def.fields);
  const loadError = def.list?.loadError;
  const canCreate = !def.disable?.includes('create');
  // «Импорт» where records can be created, unless the schema turns it off (x-import: false).
  const canImport = canCreate && catalog.schemas.get(def.schema)['x-import'] !== false;
  const canDelete = !def.disable?.includes('delete');
  const opens = def.disable?.includes('edit') ? (def.disable?.includes('show') ? false : 'show') : 'edit';
  // A row opens the record at the address its resource file declares (system/users/edit/{id}).
  // A new function only when the list renders again, which renders its rows again anyway.
  const screenPath = useScreenPath();
  const rowClick = opens && ((id: Identifier, resource: string) => screenPath(resource, opens, id));
  const bulk = placedActions(def, 'bulk');
  const toolbar = placedActions(def, 'list');
  const pagination = loadError ? <PaginationUnlessFailed /> : <Pagination />;
  const translate = useTranslate();
  // «Экспорт» writes the rows as the list shows them (./listExport.ts, loaded when pressed).
  const consoleExport = !exportsList(def);
  const exporter: Exporter = (rows, fetchRelated) =>
    import('./listExport').then((m) =>
      m.exportListAndTell({ def, fields: fieldsShown, translate }, rows, fetchRelated, notify),
    );
  // «Изменить выбранные» wherever a record may be edited and some field may be set on many at once.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a resource's fields are its definition's
  const together = useMemo(() => bulkFields(fields, catalog.schemas.get(def.schema)['x-id'] ?? 'id'), [def]);
  const editable = !def.disable?.includes('edit') && together.length > 0;
  const selectionButtons = [
    ...(editable ? [<BulkEditButton key="bulk-edit" fields={together} />] : []),
    ...bulk,
    ...(canDelete ? [<BulkDeleteButton key="delete" mutationMode="pessimistic" />] : []),
  ];
  const bulkButtons = selectionButtons.length > 0 && (
    <BulkButtonsOnSelection>{selectionButtons}</BulkButtonsOnSelection>
  );
  return (
    <FieldOverridesProvider value={def.fields ?? {}}>
      <RowsShownProvider>
        <List
          // Who may open the list is the cabinet's RouteGuard's to say, before the list mounts
          // (the same permissions, docs/product.md#permissions). react-admin's own check would hold the list back
          // until it answers, then mount it in one synchronous task, a long one on a phone.
          disableAuthentication
          title={def.label}
          filters={filters.length ? filters : undefined}
          sort={sort}
          perPage={perPage}
          filter={fixedFilter}
          exporter={consoleExport ? exporter : false}
          empty={<ListEmpty canCreate={canCreate} canImport={canImport} actions={toolbar} />}
          actions={
            <TopToolbar>
              {filters.some((f) => !(f.props as { alwaysOn?: boolean }).alwaysOn) && <FilterButton />}
              {!phone && <ListViewsButtons columns={choices.columns} defaultHidden={choices.hidden} />}
              {toolbar.length > 0 && (
                <AfterRowsShown
                  placeholder={toolbar.map((action) => (
                    <LazyPlaceholder key={action.key} />
                  ))}
                >
                  {toolbar}
                </AfterRowsShown>
              )}
              {canCreate && <CreateButton />}
              {/* The button is small; its dialog and worker load when it is first pressed. */}
              {canImport && <ImportButton />}
              {consoleExport && <ExportButton />}
            </TopToolbar>
          }
          // A list with its own failure text (docs/product.md#errors names some) says it instead of the fatal
          // panel and react-admin's generic toast.
          queryOptions={{ meta, ...(loadError ? { onError: () => notify(loadError, { type: 'error' }) } : {}) }}
          // The page numbers change with the rows they count (DeferredRows): shown first, they
          // would jump down when the rows arrive (layout shift). On a phone they come with the
          // entries, whose module may still be loading when the rows have arrived.
          pagination={phone ? false : <DeferredRows>{pagination}</DeferredRows>}
          {...(loadError ? { error: <ListLoadError message={loadError} /> } : {})}
        >
          {/* A list's next screen is one of its records: its code is asked for once the rows are shown. */}
          <AfterRowsShown placeholder={null}>
            <PreloadRecordScreensAtIdle />
          </AfterRowsShown>
          {/* Native selection checkboxes and Set lookups: select-all on 500 rows < 100 ms (docs/performance.md). */}
          <DeferredRows>
            <PrefetchedRecordsProvider>
              {phone ? (
                <PhoneList columns={columns} rowClick={rowClick} pagination={pagination} />
              ) : (
                <>
                  <ReportRowsShown />
                  <PreloadOnApproach elements={selectionButtons}>
                    <DataTable
                      rowClick={rowClick}
                      bulkActionButtons={bulkButtons}
                      bulkActionsToolbar={
                        bulkButtons ? (
                          <BulkActionsToolbar selectAllButton={<ListSelectAllButton />}>
                            {bulkButtons}
                          </BulkActionsToolbar>
                        ) : undefined
                      }
                      head={ListCheckboxesHead}
                      body={ListCheckboxesBody}
                      hiddenColumns={choices.hidden}
                    >
                      {allColumns.map(({ field, cell, sortable }) => (
                        <DataTable.Col
                          key={field.source}
                          source={field.source}
                          label={field.label}
                          disableSort={!sortable}
                        >
                          {cell}
                        </DataTable.Col>
                      ))}
                    </DataTable>
                  </PreloadOnApproach>
                </>
              )}
            </PrefetchedRecordsProvider>
          </DeferredRows>
        </List>
      </RowsShownProvider>
    </FieldOverridesProvider>
  );
}
