import { Box, Skeleton, TextField, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  ListNoResults,
  RecordContextProvider,
  useListContext,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import type { ListColumn } from './listColumns';
import { useReportRowsShown } from './rowsShown';

/** The address a tap on an entry opens, as the table's rowClick: none when false. */
type RowClick = ((id: Identifier, resource: string) => string) | false;

/** The classes the list's one static style hangs on: no styled component per entry. */
const CLASS = 'KabinetPhoneList';

const PHONE_LIST_SX = (theme: Theme) => ({
  listStyle: 'none',
  m: 0,
  p: 0,
  [`& .${CLASS}-entry`]: {
    display: 'block',
    position: 'relative',
    px: 2,
    py: 1.5,
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  [`& .${CLASS}-link`]: { color: 'inherit', textDecoration: 'none', outline: 'none' },
  // The title's link covers the entry: a tap anywhere on it opens the record…
  [`& .${CLASS}-link::after`]: { content: '""', position: 'absolute', inset: 0 },
  [`& .${CLASS}-entry:has(.${CLASS}-link:active)`]: { backgroundColor: theme.palette.action.hover },
  [`& .${CLASS}-entry:has(.${CLASS}-link:focus-visible)`]: {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: -2,
  },
  // …except on a cell's own link or button, above it.
  [`& .${CLASS}-line a, & .${CLASS}-line button`]: { position: 'relative', zIndex: 1 },
  [`& .${CLASS}-title`]: { ...theme.typography.body1, fontWeight: 500, mb: 0.5, overflowWrap: 'anywhere' },
  [`& .${CLASS}-line`]: { ...theme.typography.body2, overflowWrap: 'anywhere' },
  [`& .${CLASS}-label`]: { color: theme.palette.text.secondary },
});

/** Sorting by any sortable column, up or down: the phone's own picker (a native select). */
function PhoneSort({ columns }: { columns: ListColumn[] }) {
  const { sort, setSort } = useListContext();
  const translate = useTranslate();
  const options = columns
    .filter((c) => c.sortable)
    .flatMap(({ field }) => [
      { value: `${field.source}:ASC`, label: `${field.label} ↑` },
      { value: `${field.source}:DESC`, label: `${field.label} ↓` },
    ]);
  if (!options.length) return null;
  const current = `${sort.field}:${sort.order}`;
  return (
    <Box sx={{ px: 2, py: 1 }}>
      <TextField
        select
        fullWidth
        size="small"
        label={translate('kabinet.list.sort')}
        value={current}
        onChange={(event) => {
          const [field, order] = event.target.value.split(':');
          setSort({ field, order: order as 'ASC' | 'DESC' });
        }}
        slotProps={{ select: { native: true } }}
      >
        {/* A default sort by a field that is not a column (the resource's own) shows as a dash. */}
        {!options.some((o) => o.value === current) && (
          <option value={current} disabled>
            —
          </option>
        )}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </TextField>
    </Box>
  );
}

function Entry({ record, columns, rowClick }: { record: RaRecord; columns: ListColumn[]; rowClick: RowClick }) {
  const { resource } = useListContext();
  const [title, ...rest] = columns;
  // The entry opens the record through its title's link, stretched over the whole entry: a cell
  // may hold a link of its own (an e-mail, a reference), and a link inside a link is no HTML.
  const heading = title && (
    <div className={`${CLASS}-title`}>
      {rowClick ? (
        <Link className={`${CLASS}-link`} to={rowClick(record.id, resource)}>
          {title.cell}
        </Link>
      ) : (
        title.cell
      )}
    </div>
  );
  return (
    <li>
      <RecordContextProvider value={record}>
        <div className={`${CLASS}-entry`}>
          {heading}
          {rest.map(({ field, cell }) => (
            <div key={field.source} className={`${CLASS}-line`}>
              <span className={`${CLASS}-label`}>{`${field.label}: `}</span>
              {cell}
            </div>
          ))}
        </div>
      </RecordContextProvider>
    </li>
  );
}

/**
 * The generated list on a phone (narrower than the theme's `sm`, 600 px). There, a table of eight
 * columns scrolls sideways with its first column wrapped into tall rows, six records to a screen.
 * Here each record is one entry: the first column as its title and the next three as
 * «Название поля: значение» lines, the whole entry a link that opens the record, as a table row
 * does. The headers' sorting moves to a picker above the entries. Selection and bulk actions stay
 * with the table of wider screens: the list's own toolbar actions (create, export, filters) remain.
 * The list's page numbers come under the entries from here, so that they never show before them.
 */
export function PhoneList({
  columns,
  rowClick,
  pagination,
}: {
  columns: ListColumn[];
  rowClick: RowClick;
  pagination: ReactNode;
}) {
  const { data, isPending } = useListContext();
  const translate = useTranslate();
  useReportRowsShown();
  const shown = columns.slice(0, 4);
  return (
    <>
      <PhoneSort columns={columns} />
      {isPending || !data ? (
        <div aria-busy="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} variant="rectangular" height={72} sx={{ mx: 2, my: 1 }} />
          ))}
        </div>
      ) : data.length === 0 ? (
        <ListNoResults />
      ) : (
        <Box component="ul" aria-label={translate('kabinet.list.records')} sx={PHONE_LIST_SX}>
          {data.map((record) => (
            <Entry key={record.id} record={record} columns={shown} rowClick={rowClick} />
          ))}
        </Box>
      )}
      {pagination}
    </>
  );
}
