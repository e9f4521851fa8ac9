import { keepPreviousData, useQuery } from '@tanstack/react-query';
import AddIcon from '@mui/icons-material/Add';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import {
  Autocomplete,
  Box,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { CabinetOption, UserRecord } from '../../providers/calls/users';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { ActionButton, failureText, fieldError, useTell, READABLE_WIDTH } from '../../engine';

type Bound = NonNullable<UserRecord['cabinets']>[number];

/** `value`, once it has stopped changing for `delay` ms. */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The user's cabinet access on their card (docs/product.md#validation): the bound cabinets with «Отвязать»
 * (confirmed), and «Добавить доступ к кабинету» over GET /v2/cabinets. Bindings are saved at
 * once by their own calls, apart from the form: the form's unsaved edits stay as they are.
 */
export function UserCabinetsPanel() {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const tell = useTell();
  const dataProvider = useDataProvider<KabinetDataProvider>();

  // What the last binding call answered, for as long as the record shown is the one it changed.
  const [answered, setAnswered] = useState<{ of: UserRecord['cabinets']; cabinets: Bound[] } | null>(null);
  const cabinets = (answered && answered.of === record?.cabinets ? answered.cabinets : record?.cabinets) ?? [];

  const [selected, setSelected] = useState<CabinetOption | null>(null);
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);

  // While an option is chosen the input shows its name: search for everything then.
  const search = useDebounced(selected && input === selected.name ? '' : input, 300);
  const options = useQuery({
    queryKey: ['kabinet', 'v2/cabinets', search],
    queryFn: ({ signal }) => dataProvider.getCabinets({ search: search || undefined }, signal),
    enabled: open,
    placeholderData: keepPreviousData,
    retry: false,
  });

  if (!record?.id) return null;
  const userId = String(record.id);
  const boundIds = new Set(cabinets.map((c) => c.id));
  const typeLabel = (type: string) => translate(`kabinet.cabinets.types.${type}`, { _: type });

  const keep = (user: UserRecord) => setAnswered({ of: record.cabinets, cabinets: user.cabinets ?? [] });

  const add = async () => {
    setAddError(null);
    if (!selected) {
      setAddError(translate('kabinet.users.cabinetNotSelected'));
      return;
    }
    try {
      keep(await dataProvider.bindUserCabinet(userId, selected.id));
      notify('kabinet.users.cabinetAdded', { type: 'success', messageArgs: { name: selected.name } });
      setSelected(null);
      setInput('');
    } catch (error) {
      // The server's word on the cabinet itself (already bound, not found) goes under the picker.
      const message = fieldError(error, 'cabinetId');
      if (message) setAddError(message);
      else notify(failureText(error, translate('kabinet.users.cabinetAddFailed')), { type: 'error' });
    }
  };

  const remove = async (cabinet: Bound) => {
    const user = await tell(() => dataProvider.unbindUserCabinet(userId, cabinet.id), {
      success: () => ['kabinet.users.cabinetRemoved', { name: cabinet.name }],
      failure: 'kabinet.users.cabinetRemoveFailed',
    });
    if (user) keep(user);
  };

  // Enter in the search box never submits the user form around the panel: with the list open it
  // picks the highlighted cabinet (MUI), with the list closed it adds the chosen one.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!open) void add();
  };

  return (
    <Box sx={{ width: { xs: '100%', md: READABLE_WIDTH } }} data-testid="user-cabinets">
      <Paper variant="outlined" sx={{ mb: 2 }}>
        {cabinets.length ? (
          <Table size="small" aria-label={translate('kabinet.users.cabinetColumnName')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('kabinet.users.cabinetColumnName')}</TableCell>
                <TableCell>{translate('kabinet.users.cabinetColumnType')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {cabinets.map((c) => (
                <TableRow key={c.id}>
                  <TableCell>{c.name}</TableCell>
                  <TableCell>{typeLabel(c.cabinetType)}</TableCell>
                  <TableCell align="right">
                    <ActionButton
                      label="kabinet.users.cabinetRemove"
                      color="error"
                      icon={<LinkOffIcon />}
                      ariaLabel={`${translate('kabinet.users.cabinetRemove')}: ${c.name}`}
                      confirm={{
                        title: 'kabinet.users.cabinetRemoveTitle',
                        content: 'kabinet.users.cabinetRemoveContent',
                        options: { name: c.name },
                      }}
                      onRun={() => remove(c)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {translate('kabinet.users.cabinetsEmpty')}
          </Typography>
        )}
      </Paper>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Autocomplete
          sx={{ flex: 1, minWidth: 280 }}
          size="small"
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          value={selected}
          onChange={(_e, value) => {
            setSelected(value);
            setAddError(null);
          }}
          inputValue={input}
          onInputChange={(_e, value) => setInput(value)}
          options={options.data ?? []}
          filterOptions={(x) => x}
          loading={options.isFetching}
          getOptionLabel={(o) => o.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText={
            options.isError
              ? translate('kabinet.users.cabinetsLoadFailed')
              : translate('kabinet.users.cabinetSearchEmpty')
          }
          loadingText={translate('kabinet.users.cabinetLoading')}
          renderOption={({ key, ...props }, o) => (
            <Box component="li" key={key} {...props} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <span>{o.name}</span>
              <Typography variant="caption" color="text.secondary">
                {typeLabel(o.cabinetType)}
                {boundIds.has(o.id) ? ` · ${translate('kabinet.users.cabinetAlreadyBoundHint')}` : ''}
              </Typography>
            </Box>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              label={translate('kabinet.users.cabinetPick')}
              error={!!addError}
              helperText={addError ?? translate('kabinet.users.cabinetsHint')}
              onKeyDown={onKeyDown}
            />
          )}
        />
        <ActionButton
          label="kabinet.users.cabinetAdd"
          variant="outlined"
          size="medium"
          icon={<AddIcon />}
          onRun={add}
        />
      </Stack>
    </Box>
  );
}
