import { Skeleton, Table, TableBody, TableCell, TableFooter, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import {
  INTERACTIVE_KINDS,
  type InteractiveKind,
  type KindStatistics,
  type StatFigures,
} from '../../providers/calls/interactiveStatistics';
import { formatCount, formatPercent } from './format';
import { T } from './useStatistics';

/** The total row reads like the rows above it, in bold. */
const TOTAL_ROW = { '& td': { fontWeight: 600, fontSize: '0.875rem', color: 'text.primary' } };

const ctrOf = (views: number, clicks: number) => (views > 0 ? Math.round((clicks / views) * 10_000) / 100 : 0);

function FigureCells({ f }: { f: StatFigures | undefined }) {
  return (
    <>
      <TableCell align="right">{formatCount(f?.views)}</TableCell>
      <TableCell align="right">{formatCount(f?.clicks)}</TableCell>
      <TableCell align="right">{formatPercent(f?.ctr)}</TableCell>
    </>
  );
}

function FigureHead() {
  const translate = useTranslate();
  return (
    <>
      <TableCell align="right">{translate(`${T}.views`)}</TableCell>
      <TableCell align="right">{translate(`${T}.clicks`)}</TableCell>
      <TableCell align="right">{translate(`${T}.ctr`)}</TableCell>
    </>
  );
}

/** One row per interactive element kind, and their total; `action` adds a cell (an export button). */
export function KindsTable({
  stats,
  action,
}: {
  stats: Record<InteractiveKind, KindStatistics | undefined>;
  action?: (kind: InteractiveKind) => ReactNode;
}) {
  const translate = useTranslate();
  const views = INTERACTIVE_KINDS.reduce((s, k) => s + (stats[k]?.total.views ?? 0), 0);
  const clicks = INTERACTIVE_KINDS.reduce((s, k) => s + (stats[k]?.total.clicks ?? 0), 0);
  const ready = INTERACTIVE_KINDS.every((k) => stats[k]);
  return (
    <Table size="small" data-testid="kinds-table">
      <TableHead>
        <TableRow>
          <TableCell>{translate(`${T}.element`)}</TableCell>
          <FigureHead />
          {action && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {INTERACTIVE_KINDS.map((kind) => (
          <TableRow key={kind} data-kind={kind}>
            <TableCell>{translate(`${T}.kind_${kind}`)}</TableCell>
            {stats[kind] ? (
              <FigureCells f={stats[kind]!.total} />
            ) : (
              <TableCell colSpan={3}>
                <Skeleton />
              </TableCell>
            )}
            {action && <TableCell align="right">{action(kind)}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
      <TableFooter sx={TOTAL_ROW}>
        <TableRow data-kind="total">
          <TableCell>{translate(`${T}.total`)}</TableCell>
          {ready ? <FigureCells f={{ views, clicks, ctr: ctrOf(views, clicks) }} /> : <TableCell colSpan={3} />}
          {action && <TableCell />}
        </TableRow>
      </TableFooter>
    </Table>
  );
}

/** One row per creative and element of a kind, and the total. */
export function ItemsTable({
  stats,
  labels,
}: {
  stats: KindStatistics | undefined;
  labels: Map<string, string> | null;
}) {
  const translate = useTranslate();
  const showCreative = !!labels;
  if (!stats) return <Skeleton variant="rectangular" height={120} />;
  return (
    <Table size="small" data-testid={`items-table-${stats.kind}`}>
      <TableHead>
        <TableRow>
          {showCreative && <TableCell>{translate(`${T}.creativeColumn`)}</TableCell>}
          <TableCell>{translate(`${T}.element`)}</TableCell>
          <FigureHead />
        </TableRow>
      </TableHead>
      <TableBody>
        {stats.items.length === 0 && (
          <TableRow>
            <TableCell colSpan={showCreative ? 5 : 4}>{translate(`${T}.noData`)}</TableCell>
          </TableRow>
        )}
        {stats.items.map((i) => (
          <TableRow key={`${i.creativeId}|${i.item}`}>
            {showCreative && <TableCell>{labels.get(i.creativeId) ?? i.creativeName}</TableCell>}
            <TableCell>{i.item}</TableCell>
            <FigureCells f={i} />
          </TableRow>
        ))}
      </TableBody>
      <TableFooter sx={TOTAL_ROW}>
        <TableRow data-kind="total">
          <TableCell colSpan={showCreative ? 2 : 1}>{translate(`${T}.total`)}</TableCell>
          <FigureCells f={stats.total} />
        </TableRow>
      </TableFooter>
    </Table>
  );
}
