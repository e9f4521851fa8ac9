import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import {
  Alert,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider, useGetList, useListContext, useNotify, useTranslate } from 'react-admin';
import type { InventoryCount } from '../../providers/calls/audience';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { ActionButton, ActionDialog, referenceTarget, useTell } from '../../engine';
import { formatNumber } from '../shared/values';

/** The domain names of the selected rows of the page. */
function useSelectedDomains(): string[] {
  const { data, selectedIds } = useListContext<{ id: string; domain: string }>();
  return (data ?? []).filter((r) => selectedIds.includes(r.id)).map((r) => r.domain);
}

/**
 * «Запросы за 7 дней» over the selection: POST /inventory/domain-count. Domains whose trust or
 * spam are out of 0–100 are dropped (docs/product.md#validation), and the dialog says how many.
 */
export function DomainCountButton() {
  const domains = useSelectedDomains();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const translate = useTranslate();
  const tell = useTell();
  const [rows, setRows] = useState<InventoryCount[] | null>(null);
  const open = async () => {
    const result = await tell(() => dataProvider.countInventoryDomains(domains), {
      failure: 'kabinet.inventoryDomains.countFailed',
    });
    if (result) setRows(result);
  };
  const dropped = rows ? domains.length - rows.length : 0;
  return (
    <>
      <ActionButton
        label="kabinet.inventoryDomains.count"
        icon={<QueryStatsIcon />}
        disabled={!domains.length}
        onRun={open}
      />
      <Dialog open={!!rows} onClose={() => setRows(null)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('kabinet.inventoryDomains.countTitle')}</DialogTitle>
        <DialogContent>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('kabinet.inventoryDomains.countDomain')}</TableCell>
                <TableCell align="right">{translate('kabinet.inventoryDomains.countTrust')}</TableCell>
                <TableCell align="right">{translate('kabinet.inventoryDomains.countSpam')}</TableCell>
                <TableCell align="right">{translate('kabinet.inventoryDomains.countRequests')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows?.map((r) => (
                <TableRow key={r.domain}>
                  <TableCell>{r.domain}</TableCell>
                  <TableCell align="right">{r.trust}</TableCell>
                  <TableCell align="right">{r.spam}</TableCell>
                  <TableCell align="right">{formatNumber(r.count)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell colSpan={3} sx={{ fontWeight: 600 }}>
                  {translate('kabinet.inventoryDomains.countTotal')}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {formatNumber(rows?.reduce((s, r) => s + r.count, 0) ?? 0)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
          {dropped > 0 && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {translate('kabinet.inventoryDomains.countDropped', { smart_count: dropped })}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setRows(null)}>{translate('kabinet.inventoryDomains.close')}</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** «В большой список»: the selected domains added to a big list of domains (PUT /biglist addValues). */
export function AddDomainsToBigListButton() {
  const domains = useSelectedDomains();
  const { onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [listId, setListId] = useState('');
  const lists = useGetList<{ id: string; listName: string }>(
    referenceTarget('bigLists').name,
    {
      pagination: { page: 1, perPage: 200 },
      sort: { field: 'listName', order: 'ASC' },
      filter: { listType: 'dm' },
      // The picker shows names: the lists' other fields stay on the server.
      meta: { include: ['listName'] },
    },
    { enabled: open },
  );
  const add = async () => {
    const r = await dataProvider.changeBigListValues(listId, domains, []);
    notify('kabinet.inventoryDomains.toBigListDone', {
      type: 'success',
      messageArgs: { name: r.listName, count: formatNumber(r.valuesCount ?? 0) },
    });
    setOpen(false);
    onUnselectItems();
  };
  return (
    <>
      <Button label="kabinet.inventoryDomains.toBigList" disabled={!domains.length} onClick={() => setOpen(true)}>
        <PlaylistAddIcon />
      </Button>
      <ActionDialog
        open={open}
        title={translate('kabinet.inventoryDomains.toBigListTitle', { smart_count: domains.length })}
        submitLabel="kabinet.inventoryDomains.toBigList"
        failure="kabinet.inventoryDomains.toBigListFailed"
        disabled={!listId}
        onSubmit={add}
        onClose={() => setOpen(false)}
      >
        {lists.data && !lists.data.length ? (
          <Alert severity="info">{translate('kabinet.inventoryDomains.toBigListNone')}</Alert>
        ) : (
          <TextField
            select
            fullWidth
            label={translate('kabinet.inventoryDomains.toBigListPick')}
            value={listId}
            onChange={(e) => setListId(e.target.value)}
            sx={{ mt: 1 }}
          >
            {(lists.data ?? []).map((l) => (
              <MenuItem key={l.id} value={l.id}>
                {l.listName}
              </MenuItem>
            ))}
          </TextField>
        )}
      </ActionDialog>
    </>
  );
}
