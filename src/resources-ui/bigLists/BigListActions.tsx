import EditNoteIcon from '@mui/icons-material/EditNote';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, FormControlLabel, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider, useRecordContext, useRedirect, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { FilePicker } from '../../engine/fields/filePicker';
import { catalog, schemaSet } from '../../engine/load';
import { fileRuleAt } from '../../engine/schema/files';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { bigListValueProblem, type BigListType } from '../audience/rules';
import { ActionDialog, formatNumber, linesOf, useRunner } from '../audience/shared';
import { UploadDialogButton } from '../shared/UploadDialogButton';

interface ListRecord { id: string; listName?: string; listType?: BigListType }

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
      success={(r) => ['kabinet.bigLists.uploadDone', { added: formatNumber(r.added), count: formatNumber(r.valuesCount) }]}
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

/** «Изменить значения»: values typed to add and to delete, checked against the list type first (PUT /biglist). */
export function BigListEditValuesButton() {
  const record = useRecordContext<ListRecord>();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const { busy, run } = useRunner();
  const [open, setOpen] = useState(false);
  const [add, setAdd] = useState('');
  const [del, setDel] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (!record?.id) return null;

  const submit = async () => {
    const addValues = linesOf(add).map((v) => (record.listType === 'dm' ? v.toLowerCase() : v));
    const delValues = linesOf(del);
    if (!addValues.length && !delValues.length) {
      setProblem(translate('kabinet.bigLists.editNothing'));
      return;
    }
    const bad = record.listType ? addValues.map((v) => [v, bigListValueProblem(record.listType!, v)] as const).find(([, p]) => p) : undefined;
    if (bad) {
      setProblem(translate('kabinet.bigLists.editBad', { value: bad[0], problem: bad[1] }));
      return;
    }
    setProblem(null);
    const result = await run(() => dataProvider.changeBigListValues(String(record.id), addValues, delValues), {
      success: (r) => ['kabinet.bigLists.editDone', { name: r.listName, count: formatNumber(r.valuesCount ?? 0) }],
      failure: 'kabinet.bigLists.editFailed',
    });
    if (result) {
      setOpen(false);
      setAdd('');
      setDel('');
      refresh();
    }
  };

  return (
    <>
      <Button label="kabinet.bigLists.edit" onClick={() => setOpen(true)}><EditNoteIcon /></Button>
      <ActionDialog
        open={open}
        title={translate('kabinet.bigLists.editTitle', { name: record.listName ?? '' })}
        confirm="ra.action.save"
        busy={busy}
        onConfirm={() => void submit()}
        onClose={() => setOpen(false)}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label={translate('kabinet.bigLists.editAdd')} helperText={translate('kabinet.bigLists.editHint')} value={add} onChange={(e) => setAdd(e.target.value)} multiline minRows={4} />
          <TextField label={translate('kabinet.bigLists.editDelete')} helperText={translate('kabinet.bigLists.editHint')} value={del} onChange={(e) => setDel(e.target.value)} multiline minRows={3} />
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </ActionDialog>
    </>
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
  const { busy, run } = useRunner();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [type, setType] = useState<BigListType | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const types = (catalog.byKey('bigLists') ? catalog.fields(catalog.byKey('bigLists')!).find((f) => f.name === 'listType') : undefined);
  const choices = types && 'choices' in types ? types.choices : [];

  const submit = async () => {
    if (!name.trim() || !type || !file) {
      setProblem(translate('kabinet.bigLists.fromFileMissing'));
      return;
    }
    setProblem(null);
    const result = await run(() => dataProvider.createBigListFromFile(type, name.trim(), file), {
      success: (r) => ['kabinet.bigLists.fromFileDone', { name: name.trim(), count: formatNumber(r.valuesCount) }],
      failure: 'kabinet.bigLists.uploadFailed',
    });
    if (result) {
      setOpen(false);
      redirect('edit', resource, result.id);
    }
  };

  return (
    <>
      <Button label="kabinet.bigLists.fromFile" onClick={() => setOpen(true)}><UploadFileIcon /></Button>
      <ActionDialog open={open} title={translate('kabinet.bigLists.fromFileTitle')} confirm="kabinet.bigLists.fromFile" busy={busy}
        onConfirm={() => void submit()} onClose={() => setOpen(false)}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label={translate('kabinet.bigLists.fromFileName')} value={name} onChange={(e) => setName(e.target.value)} required />
          <TextField select label={translate('kabinet.bigLists.fromFileType')} value={type} onChange={(e) => setType(e.target.value as BigListType)} required>
            {choices.map((c) => <MenuItem key={String(c.id)} value={c.id}>{c.name}</MenuItem>)}
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
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </ActionDialog>
    </>
  );
}
