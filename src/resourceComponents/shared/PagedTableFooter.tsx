import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';

interface PagedTableFooterProps {
  count: number;
  page: number;
  pageSize: number;
  pageSizes: number[];
  onPage(page: number): void;
  /** A new page size starts again from the first page. */
  onPageSize(size: number): void;
  /** Translation key of the page-size label; react-admin's by default. */
  sizeLabel?: string;
}

/** The footer of a table a screen pages itself (a log, a feed, a panel), with the lists' Russian words. */
export function PagedTableFooter({
  count,
  page,
  pageSize,
  pageSizes,
  onPage,
  onPageSize,
  sizeLabel = 'ra.navigation.page_rows_per_page',
}: PagedTableFooterProps) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={pageSizes}
      onPageChange={(_, next) => onPage(next)}
      onRowsPerPageChange={(e) => {
        onPageSize(Number(e.target.value));
        onPage(0);
      }}
      labelRowsPerPage={translate(sizeLabel)}
      labelDisplayedRows={({ from, to, count: total }) => translate('kabinet.list.range', { from, to, count: total })}
    />
  );
}
