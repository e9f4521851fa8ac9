import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Alert, Button as MuiButton, Chip, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { BundleCheck } from '../../providers/calls/audience';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { ActionDialog, useRunner } from '../../engine';
import { formatNumber, linesOf } from '../shared/values';
import { progressIcon } from '../shared/download';
import { KnownAppSearch } from './KnownAppSearch';

interface SegmentRecord {
  id: string;
  name?: string;
  platform?: string;
}

/**
 * «Добавить бандлы»: typed bundles are checked first (POST /segment/app-check/check-bundles:
 * known apps by name, unknown ones still allowed, invalid ones stop), then appended
 * (POST /segment/app-check/add-bundles); the segment's reach is recounted by the server.
 */
export function AddBundlesButton() {
  const record = useRecordContext<SegmentRecord>();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const notify = useNotify();
  const checking = useRunner();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [check, setCheck] = useState<BundleCheck | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (!record?.id) return null;
  const bundles = linesOf(text);

  const runCheck = async () => {
    if (!bundles.length) return setProblem(translate('kabinet.appCheckSegments.nothing'));
    setProblem(null);
    setCheck(
      (await checking.run(() => dataProvider.checkBundles(bundles, record.platform), {
        failure: 'kabinet.appCheckSegments.checkFailed',
      })) ?? null,
    );
  };
  const add = async () => {
    if (!bundles.length) return translate('kabinet.appCheckSegments.nothing');
    const r = await dataProvider.addBundles(String(record.id), bundles);
    notify('kabinet.appCheckSegments.added', {
      type: 'success',
      messageArgs: { name: record.name, users: formatNumber(r.usersAmount as number) },
    });
    setOpen(false);
    setText('');
    setCheck(null);
    refresh();
  };

  return (
    <>
      <Button label="kabinet.appCheckSegments.addBundles" onClick={() => setOpen(true)}>
        <PlaylistAddIcon />
      </Button>
      <ActionDialog
        open={open}
        title={translate('kabinet.appCheckSegments.addBundlesTitle', { name: record.name ?? '' })}
        submitLabel="kabinet.appCheckSegments.addBundles"
        failure="kabinet.appCheckSegments.addFailed"
        disabled={!!check?.invalid.length}
        onSubmit={add}
        onClose={() => setOpen(false)}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <KnownAppSearch
            platform={record.platform}
            onPick={(bundle) => {
              if (bundles.includes(bundle)) return;
              setText([...bundles, bundle].join('\n'));
              setCheck(null);
            }}
          />
          <TextField
            label={translate('kabinet.appCheckSegments.addBundles')}
            helperText={translate('kabinet.appCheckSegments.addBundlesHint')}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setCheck(null);
            }}
            multiline
            minRows={4}
          />
          <div>
            <MuiButton
              variant="outlined"
              size="small"
              onClick={() => void runCheck()}
              disabled={checking.busy}
              startIcon={checking.busy ? progressIcon : undefined}
            >
              {translate('kabinet.appCheckSegments.check')}
            </MuiButton>
          </div>
          {check && (
            <Stack spacing={1}>
              {check.known.length > 0 && (
                <div>
                  <Typography variant="body2" gutterBottom>
                    {translate('kabinet.appCheckSegments.checkKnown', { count: check.known.length })}
                  </Typography>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                    {check.known.map((k) => (
                      <Chip
                        key={k.bundle}
                        size="small"
                        color="success"
                        variant="outlined"
                        label={`${k.title} · ${k.bundle}`}
                      />
                    ))}
                  </Stack>
                </div>
              )}
              {check.unknown.length > 0 && (
                <Alert severity="info">
                  {translate('kabinet.appCheckSegments.checkUnknown', { list: check.unknown.join(', ') })}
                </Alert>
              )}
              {check.invalid.length > 0 && (
                <Alert severity="error">
                  {translate('kabinet.appCheckSegments.checkInvalid', {
                    list: check.invalid.map((i) => i.bundle).join(', '),
                  })}
                </Alert>
              )}
            </Stack>
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </ActionDialog>
    </>
  );
}
