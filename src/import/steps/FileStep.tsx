import { Box, Button, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useRef } from 'react';
import { fill } from '../fill';
import { IMPORT_MESSAGES as M } from '../importMessages';
import type { Delimiter, Encoding, ReadOptions } from '../readTable';
import type { TableInfo } from '../session';
import { XLSX_TYPE } from '../../engine/schema/files';

export interface ChosenFile {
  name: string;
  bytes: ArrayBuffer;
}

/**
 * The first step: the file (and the template to fill), then how a CSV was read — its encoding and
 * delimiter as detected, each changeable, which reads the file again.
 */
export function FileStep({
  busy,
  file,
  table,
  onFile,
  onReread,
  onTemplate,
}: {
  busy: string | null;
  file: ChosenFile | null;
  table: TableInfo | null;
  onFile: (file: ChosenFile) => void;
  onReread: (options: ReadOptions) => void;
  onTemplate: () => void;
}) {
  // A plain button opens the hidden input: a label styled as one is not reached by Enter or Space.
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {M.fileHint}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" disabled={!!busy} onClick={() => input.current?.click()}>
          {M.pickFile}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          aria-label={M.pickFile}
          accept={`.xlsx,.csv,text/csv,${XLSX_TYPE}`}
          onChange={async (event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (chosen) onFile({ name: chosen.name, bytes: await chosen.arrayBuffer() });
          }}
        />
        <Button onClick={onTemplate}>{M.template}</Button>
      </Stack>
      {busy && (
        <Box role="status">
          <Typography variant="body2">{busy}</Typography>
          <LinearProgress aria-label={busy} />
        </Box>
      )}
      {file && table && (
        <>
          <Typography role="status">{fill(M.fileRead, { name: file.name, count: table.count })}</Typography>
          {table.format === 'csv' && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label={M.encoding}
                value={table.encoding}
                onChange={(e) => onReread({ encoding: e.target.value as Encoding, delimiter: table.delimiter })}
                slotProps={{ select: { native: true } }}
                size="small"
              >
                <option value="utf-8">UTF-8</option>
                <option value="windows-1251">Windows-1251</option>
              </TextField>
              <TextField
                select
                label={M.delimiter}
                value={table.delimiter}
                onChange={(e) => onReread({ encoding: table.encoding, delimiter: e.target.value as Delimiter })}
                slotProps={{ select: { native: true } }}
                size="small"
              >
                <option value=";">{M.delimiterSemicolon}</option>
                <option value=",">{M.delimiterComma}</option>
              </TextField>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
