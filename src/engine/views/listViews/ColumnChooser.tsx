import { useState } from 'react';
import { Button as MuiButton, Checkbox, FormControlLabel, FormGroup, Popover, Typography } from '@mui/material';
import ViewColumnIcon from '@mui/icons-material/ViewColumnOutlined';
import { Button, useResourceContext, useStore } from 'react-admin';
import type { ListViewsToolsProps } from './ListViewsTools';
import { LIST_VIEWS_MESSAGES as TEXT } from './listViewsMessages';
import { hiddenColumnsKey } from './savedViews';
import { useOpenAtStart } from './useOpenAtStart';

/** Shows or hides the list's columns; the choice is kept with the list's other preferences. */
export function ColumnChooser({ columns, defaultHidden, opened }: ListViewsToolsProps) {
  const resource = useResourceContext()!;
  const [hidden, setHidden] = useStore<string[]>(hiddenColumnsKey(resource), defaultHidden);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const button = useOpenAtStart(opened === 'columns', setAnchor);
  const toggle = (source: string) =>
    setHidden(hidden.includes(source) ? hidden.filter((s) => s !== source) : [...hidden, source]);
  return (
    <>
      <Button ref={button} label={TEXT.columns} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="dialog">
        <ViewColumnIcon />
      </Button>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': TEXT.columnsTitle, sx: { p: 2, maxHeight: 480 } } }}
      >
        <Typography variant="subtitle2" component="h2" gutterBottom>
          {TEXT.columnsTitle}
        </Typography>
        <FormGroup>
          {columns.map((field) => (
            <FormControlLabel
              key={field.source}
              control={<Checkbox size="small" checked={!hidden.includes(field.source)} />}
              label={field.label}
              onChange={() => toggle(field.source)}
            />
          ))}
        </FormGroup>
        <MuiButton size="small" onClick={() => setHidden(defaultHidden)} sx={{ mt: 1 }}>
          {TEXT.columnsReset}
        </MuiButton>
      </Popover>
    </>
  );
}
