import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import dayjs from 'dayjs';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { catalog, failureText, SIDE_BY_SIDE_WIDTH } from '../../engine';
import type { SspError } from '../../providers/calls/ssp';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { PagedTableFooter } from '../shared/PagedTableFooter';

/** Column titles and code names are the error log schema's, as on the «Ошибки SSP» screen. */
const columnTitle = (field: keyof SspError): string =>
  String(catalog.schemas.get('sspError').properties?.[field]?.title ?? field);
/** An error code by its Russian name; one the schema does not know yet as it is. */
const codeName = (code: string): string =>
  catalog.schemas.get('sspError').properties?.code?.oneOf?.find((o) => o.const === code)?.title ?? code;

type Page = { status: 'loading' } | { status: 'ready'; rows: SspError[]; total: number } | { status: 'failed' };
const PAGE_SIZES = [10, 25, 50];

/**
 * The SSP's error log on its card, in place of the schema's `errorLog` (never stored):
 * GET /v2/ssp/{sysname}/error, newest first, paged by x-pagination-total.
 */
export function SspErrorLog() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  const [state, setState] = useState<Page>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const sysname = record?.id === undefined ? undefined : String(record.id);

  useEffect(() => {
    if (!sysname) return;
    const abort = new AbortController();
    Promise.resolve()
      .then(() => dataProvider.getSspErrors(sysname, page + 1, pageSize, abort.signal))
      .then(
        ({ data, total }) => setState({ status: 'ready', rows: data, total }),
        (error: unknown) => {
          if (abort.signal.aborted) return;
          setState({ status: 'failed' });
          notify(failureText(error, translate('kabinet.ssps.errorsFailed')), { type: 'error' });
        },
      );
    return () => abort.abort();
  }, [dataProvider, sysname, page, pageSize, attempt, notify, translate]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (!sysname) return null;

  if (state.status === 'failed') {
    return (
      <Alert
        severity="error"
        sx={{ maxWidth: SIDE_BY_SIDE_WIDTH }}
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {translate('kabinet.ssps.errorsRetry')}
          </Button>
        }
      >
        {translate('kabinet.ssps.errorsFailed')}
      </Alert>
    );
  }
  if (state.status === 'ready' && state.total === 0) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'success.main', py: 1 }}>
        <CheckCircleOutlineIcon fontSize="small" />
        <Typography variant="body2">{translate('kabinet.ssps.errorsEmpty')}</Typography>
      </Box>
    );
  }
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: SIDE_BY_SIDE_WIDTH, borderRadius: 2, overflow: 'hidden' }}>
      <TableContainer>
        <Table size="small" aria-label={catalog.schemas.get('sspError').title}>
          <TableHead>
            <TableRow sx={{ '& th': { fontWeight: 600, bgcolor: 'action.hover' } }}>
              <TableCell sx={{ width: 150 }}>{columnTitle('time')}</TableCell>
              <TableCell sx={{ width: 220 }}>{columnTitle('code')}</TableCell>
              <TableCell>{columnTitle('message')}</TableCell>
              <TableCell align="right" sx={{ width: 100 }}>
                {columnTitle('count')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {state.status === 'loading'
              ? Array.from({ length: 3 }, (_, i) => (
                  <TableRow key={i}>
                    {Array.from({ length: 4 }, (__, j) => (
                      <TableCell key={j}>
                        <Skeleton />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : state.rows.map((row) => (
                  <TableRow key={row.id} hover>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayjs(row.time).format('DD.MM.YYYY HH:mm')}</TableCell>
                    <TableCell>
                      <Chip size="small" variant="outlined" color="error" label={codeName(row.code)} />
                    </TableCell>
                    <TableCell>{row.message}</TableCell>
                    <TableCell align="right">{row.count.toLocaleString('ru-RU')}</TableCell>
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      </TableContainer>
      {state.status === 'ready' && (
        <PagedTableFooter
          count={state.total}
          page={page}
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          onPage={setPage}
          onPageSize={setPageSize}
        />
      )}
    </Paper>
  );
}
