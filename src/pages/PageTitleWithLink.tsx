import { Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';

const CopyLinkButton = lazy(() => import('../engine/views/CopyLinkButton'));

/**
 * A report page's heading with «Копировать ссылку» beside it (toast «URL скопирован»): the page
 * keeps its choices in its address, so the copied link opens the same report.
 */
export function PageTitleWithLink({ title }: { title: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Suspense fallback={null}>
        <CopyLinkButton />
      </Suspense>
    </Stack>
  );
}
