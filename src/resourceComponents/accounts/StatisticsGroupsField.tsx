import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useId, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { EmptyValue, valueAt } from '../../engine';
import { formatMoney } from '../management/format';

interface Group {
  day?: string;
  ssp?: string;
  impressions?: number;
  clicks?: number;
  ctr?: number;
  spent?: number;
}

const count = new Intl.NumberFormat('ru-RU');
const share = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });
/** "2026-11-20" → «20.11.2026», the way the console writes dates. */
const day = (iso: string) => iso.split('-').reverse().join('.');

/**
 * An account's figures by day and/or SSP, when the list asked for a grouping (groupBy): the number
 * of rows in the cell, the rows themselves in a dialog. Without a grouping «—», as every empty cell.
 */
export function StatisticsGroupsField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const groups = valueAt(record, source) as Group[] | undefined;
  if (!Array.isArray(groups)) return <EmptyValue />;
  const byDay = groups.some((g) => g.day);
  const bySsp = groups.some((g) => g.ssp);
  const currency = (record?.finance as { currency?: string } | undefined)?.currency;
  return (
    <>
      <Button
        size="small"
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        {translate('kabinet.accounts.statistics.groupsButton', { smart_count: groups.length })}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        maxWidth="md"
        onClick={(e) => e.stopPropagation()}
      >
        <DialogTitle id={titleId}>
          {translate('kabinet.accounts.statistics.groupsTitle', { name: String(record?.name ?? '') })}
        </DialogTitle>
        <DialogContent>
          <Table size="small">
            <TableHead>
              <TableRow>
                {byDay && <TableCell>{translate('kabinet.accounts.statistics.day')}</TableCell>}
                {bySsp && <TableCell>{translate('kabinet.accounts.statistics.ssp')}</TableCell>}
                <TableCell align="right">{translate('kabinet.accounts.statistics.impressions')}</TableCell>
                <TableCell align="right">{translate('kabinet.accounts.statistics.clicks')}</TableCell>
                <TableCell align="right">CTR, %</TableCell>
                <TableCell align="right">{translate('kabinet.accounts.statistics.spent')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {groups.map((g) => (
                <TableRow key={`${g.day ?? ''}|${g.ssp ?? ''}`}>
                  {byDay && <TableCell>{g.day ? day(g.day) : ''}</TableCell>}
                  {bySsp && <TableCell>{g.ssp ?? ''}</TableCell>}
                  <TableCell align="right">{count.format(g.impressions ?? 0)}</TableCell>
                  <TableCell align="right">{count.format(g.clicks ?? 0)}</TableCell>
                  <TableCell align="right">{share.format(g.ctr ?? 0)}</TableCell>
                  <TableCell align="right">{formatMoney(g.spent ?? 0, currency)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('kabinet.accounts.statistics.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
