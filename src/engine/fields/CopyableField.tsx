import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, IconButton, Tooltip } from '@mui/material';
import type { MouseEvent } from 'react';
import { useFieldValue, useNotify, useTranslate } from 'react-admin';
import type { FieldDescriptor, FieldKind } from '../fieldKinds';
import type { FieldOverride } from '../definition/types';
import { copyText } from '../views/CopyLinkButton';
import { fieldRegistry, type KindField } from './registry';

/**
 * A value the user copies somewhere else (a debug id into a test device): the generated field
 * with a copy button beside it, which does not open the row it is in. Only with a value.
 */
export function CopyableField({ field, copy }: { field: FieldDescriptor; copy: NonNullable<FieldOverride['copy']> }) {
  const value = useFieldValue({ source: field.source }) as unknown;
  const translate = useTranslate();
  const notify = useNotify();
  const Field = fieldRegistry[field.kind] as unknown as KindField<FieldKind>;
  const shown = <Field field={field} source={field.source} />;
  if (value === undefined || value === null || value === '') return shown;
  const onClick = async (event: MouseEvent) => {
    event.stopPropagation();
    try {
      await copyText(String(value));
      notify(copy.success, { type: 'success' });
    } catch {
      notify(copy.failure, { type: 'error' });
    }
  };
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {shown}
      <Tooltip title={translate(copy.label)}>
        <IconButton size="small" aria-label={translate(copy.label)} onClick={(e) => void onClick(e)}>
          <ContentCopyIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
