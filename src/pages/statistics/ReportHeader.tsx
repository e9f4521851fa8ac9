import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';

/** A report's heading with its actions (export, the other report). */
export function ReportHeader({ title, subtitle, children }: { title: string; subtitle: string; children?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' }, mb: 2 }}
    >
      <Box>
        <Title title={title} />
        <Typography variant="h5" component="h1">
          {translate(title)}
        </Typography>
        <Typography color="text.secondary">{translate(subtitle)}</Typography>
      </Box>
      {/* On a phone the actions go on as many lines as they need, each label on one line. */}
      <Stack direction="row" useFlexGap sx={{ flexShrink: 0, flexWrap: 'wrap', gap: 1 }}>
        {children}
      </Stack>
    </Stack>
  );
}
