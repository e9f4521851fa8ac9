import UploadFileIcon from '@mui/icons-material/UploadFile';
import { FormControlLabel, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { ActionDialog, catalog, fileRuleAt, FilePicker, schemaSet } from '../../engine';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import type { BigListType } from '../../domain/bigLists';
import { formatNumber } from '../shared/values';
import { UploadDialogButton } from '../shared/UploadDialogButton';

interface ListRecord {
  id: string;
  listName?: string;
  listType?: BigListType;
}

/** The files a list takes: its schema's file field says (the same rule the form's upload keeps). */
const listFileRule = () => fileRuleAt(schemaSet, 'bigList', 'file') ?? { accept: ['.txt', '.csv'] };

/** «Загрузить файл» on the list card: multipart POST /biglist with listID, values added or replacing. */
export function BigListUploadButton() {
  const record = useRecordContext<ListRecord>();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [mode, setMode] = useState<'append' | 'replace'>('append');
  if (!record?.id) return null;
  return (
    <UploadDialogButton
      label="kabinet.bigLists.upload"
      title={translate('kabinet.bigLists.uploadTitle', { name: record.listName ?? '' })}
      pickLabel={translate('kabinet.bigLists.uploadPick')}
      hint={translate('kabinet.bigLists.fileHint')}
      noFile="kabinet.bigLists.uploadNoFile"
      rule={listFileRule()}
      testId="big-list-upload-input"
      upload={(file) => dataProvider.uploadBigListFile(String(record.id), file, mode)}
      success={(r) => [
        'kabinet.bigLists.uploadDone',
        { added: formatNumber(r.added), count: formatNumber(r.valuesCount) },
      ]}
      failure="kabinet.bigLists.uploadFailed"
      onDone={refresh}
    >
      <RadioGroup value={mode} onChange={(e) => setMode(e.target.value as 'append' | 'replace')}>
        <FormControlLabel value="append" control={<Radio />} label={translate('kabinet.bigLists.uploadModeAppend')} />
        <FormControlLabel value="replace" control={<Radio />} label={translate('kabinet.bigLists.uploadModeReplace')} />
      </RadioGroup>
    </UploadDialogButton>
  );
}

/**
 * «Из файла» on the list: a new list straight from a file in one multipart POST /biglist
 * (listType, listName, file), then its card opens.
 */
export function BigListFromFileButton() {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const resource = useResourceContext();
  const redirect = useRedirect();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [type, setType] = useState<BigListType | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const types = catalog.byKey('bigLists')
    ? catalog.fields(catalog.byKey('bigLists')!).find((f) => f.name === 'listType')
    : undefined;
  const choices = types && 'choices' in types ? types.choices : [];

  const submit = async () => {
    if (!name.trim() || !type || !file) return translate('kabinet.bigLists.fromFileMissing');
    const result = await dataProvider.createBigListFromFile(type, name.trim(), file);
    notify('kabinet.bigLists.fromFileDone', {
      type: 'success',
      messageArgs: { name: name.trim(), count: formatNumber(result.valuesCount) },
    });
    setOpen(false);
    redirect('edit', resource, result.id);
  };

  return (
    <>
      <Button label="kabinet.bigLists.fromFile" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      <ActionDialog
        open={open}
        title={translate('kabinet.bigLists.fromFileTitle')}
        submitLabel="kabinet.bigLists.fromFile"
        failure="kabinet.bigLists.uploadFailed"
        onSubmit={submit}
        onClose={() => setOpen(false)}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={translate('kabinet.bigLists.fromFileName')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
          />
          <TextField
            select
            label={translate('kabinet.bigLists.fromFileType')}
            value={type}
            onChange={(e) => setType(e.target.value as BigListType)}
            required
          >
            {choices.map((c) => (
              <MenuItem key={String(c.id)} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <FilePicker
            label={translate('kabinet.bigLists.uploadPick')}
            rule={listFileRule()}
            value={file}
            onChange={setFile}
            testId="big-list-from-file-input"
            helperText={translate('kabinet.bigLists.fileHint')}
            required
          />
        </Stack>
      </ActionDialog>
    </>
  );
}
