import type { ReactNode } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A create form once its record is saved, while the record's own screen loads. The router changes
 * screens in a transition: the address changes at once, but the form stays on screen until the
 * next screen can render, and what is typed into it then would be lost with it. So the form goes
 * inert (no typing, clicking or focus), dims, and says what it is waiting for.
 */
export function OpeningSavedRecord({ opening, children }: { opening: boolean; children: ReactNode }) {
  const waiting = useTranslate()('kabinet.form.opening_saved');
  return (
    <>
      {opening && (
        <Box role="status" sx={{ px: 2, pt: 2 }}>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {waiting}
          </Typography>
          <LinearProgress aria-label={waiting} />
        </Box>
      )}
      <Box inert={opening} aria-busy={opening || undefined} sx={opening ? { opacity: 0.6 } : undefined}>
        {children}
      </Box>
    </>
  );
}
