import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import {
  Alert,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { OperatingSystem } from '../../providers/calls/appCatalogue';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { ActionDialog, failureText } from '../../engine';
import { formatNumber } from '../shared/values';
import { BUNDLE_CATALOGUE_MESSAGES as T } from './bundleCatalogueMessages';

interface SegmentRecord {
  id: string;
  name?: string;
  platform?: string;
  bundles?: string[];
}

/** The segment's platform as the catalogue names the operating system. */
const osOf = (platform: string | undefined): OperatingSystem | undefined =>
  platform === 'Android' ? 'Android' : platform === 'iOS' ? 'IOS' : undefined;

/**
 * «Из каталога» on an app-check segment: the apps the DMP knows (GET /dmp/bundles/all) of the
 * segment's platform, narrowed by a category of that system (GET /appinfo/categories/os), picked
 * with a tick and appended to the segment (POST /segment/app-check/add-bundles).
 */
export function AddFromCatalogueButton() {
  const record = useRecordContext<SegmentRecord>();
  const [open, setOpen] = useState(false);
  if (!record?.id) return null;
  return (
    <>
      <Button label={T.button} onClick={() => setOpen(true)}>
        <LibraryAddIcon />
      </Button>
      {open && <CatalogueDialog segment={record} onClose={() => setOpen(false)} />}
    </>
  );
}

export function CatalogueDialog({ segment, onClose }: { segment: SegmentRecord; onClose(): void }) {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const os = osOf(segment.platform);
  const [category, setCategory] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const categories = useQuery({
    queryKey: ['kabinet', 'appCategories', os],
    queryFn: ({ signal }) => dataProvider.getAppCategories(os, signal),
    retry: false,
  });
  const bundles = useQuery({
    queryKey: ['kabinet', 'dmpBundles'],
    queryFn: ({ signal }) => dataProvider.getDmpBundles(signal),
    retry: false,
  });
  const present = new Set(segment.bundles ?? []);
  const shown = (bundles.data ?? []).filter((b) => (!os || b.os === os) && (!category || b.categoryId === category));
  const choices = (categories.data ?? []).flatMap((o) => o.categories.map((c) => ({ ...c, os: o.os })));
  const error = categories.error ?? bundles.error;

  const toggle = (bundle: string) =>
    setChosen((list) => (list.includes(bundle) ? list.filter((b) => b !== bundle) : [...list, bundle]));
  const submit = async () => {
    if (!chosen.length) return T.nothing;
    const updated = await dataProvider.addBundles(segment.id, chosen);
    notify(T.added(chosen.length, segment.name ?? '', formatNumber(updated.usersAmount as number)), {
      type: 'success',
    });
    onClose();
    refresh();
  };

  return (
    <ActionDialog
      title={T.title(segment.name ?? '')}
      submitLabel={T.submit}
      failure={T.addFailed}
      hint={T.hint}
      disabled={!chosen.length}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          select
          label={T.category}
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          size="small"
          disabled={!categories.data}
        >
          <MenuItem value="">{T.allCategories}</MenuItem>
          {choices.map((c) => (
            <MenuItem key={`${c.os}-${c.id}`} value={c.id}>
              {os ? c.name : `${c.name} (${c.os})`}
            </MenuItem>
          ))}
        </TextField>
        {error ? <Alert severity="error">{failureText(error, T.failed)}</Alert> : null}
        {bundles.isPending && !error ? <CircularProgress size={20} /> : null}
        {bundles.data && !shown.length ? <Typography variant="body2">{T.empty}</Typography> : null}
        <Stack role="group" aria-label={T.button} sx={{ maxHeight: 320, overflow: 'auto' }}>
          {shown.map((b) => (
            <FormControlLabel
              key={b.bundle}
              control={
                <Checkbox
                  size="small"
                  checked={present.has(b.bundle) || chosen.includes(b.bundle)}
                  disabled={present.has(b.bundle)}
                  onChange={() => toggle(b.bundle)}
                />
              }
              label={`${b.title} · ${b.bundle} · ${b.category} · ${T.users(formatNumber(b.users))}`}
            />
          ))}
        </Stack>
      </Stack>
    </ActionDialog>
  );
}
