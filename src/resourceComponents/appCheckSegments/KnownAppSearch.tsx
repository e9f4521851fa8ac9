import SearchIcon from '@mui/icons-material/Search';
import { Alert, Button, Chip, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { KnownApp } from '../../providers/calls/audience';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { useRunner } from '../../engine';
import { progressIcon } from '../shared/download';

/**
 * Finding an app by its name instead of remembering its bundle: GET /segment/app-check/queries
 * (the segment's platform), each app found a chip that adds its bundle to the typed ones.
 */
export function KnownAppSearch({ platform, onPick }: { platform?: string; onPick: (bundle: string) => void }) {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const translate = useTranslate();
  const searching = useRunner();
  const [text, setText] = useState('');
  const [found, setFound] = useState<KnownApp[] | null>(null);
  const search = async () => {
    setFound(
      (await searching.run(() => dataProvider.searchKnownApps(text.trim(), platform), {
        failure: 'kabinet.appCheckSegments.searchFailed',
      })) ?? null,
    );
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          label={translate('kabinet.appCheckSegments.searchApps')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            void search();
          }}
          sx={{ flex: 1 }}
        />
        <Button
          variant="outlined"
          size="small"
          onClick={() => void search()}
          disabled={searching.busy}
          startIcon={searching.busy ? progressIcon : <SearchIcon />}
        >
          {translate('kabinet.appCheckSegments.find')}
        </Button>
      </Stack>
      {found?.length === 0 && <Alert severity="info">{translate('kabinet.appCheckSegments.noneFound')}</Alert>}
      {!!found?.length && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {found.map((app) => (
            <Chip
              key={app.bundle}
              size="small"
              variant="outlined"
              label={`${app.title} · ${app.bundle}`}
              onClick={() => onPick(app.bundle)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
