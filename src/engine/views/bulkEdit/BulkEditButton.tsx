import ContentCreate from '@mui/icons-material/Create';
import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-admin';
import type { BulkField } from './bulkFields';

// The dialog, its inputs and its texts load on the first click (the first list's size budget,
// docs/performance.md): with the list comes only this button.
const BulkEditDialog = lazy(() => import('./BulkEditDialog'));

/** «Изменить выбранные» on a generated list's selection (docs/product.md#bulk-edit). */
export function BulkEditButton({ fields }: { fields: BulkField[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="kabinet.list.bulk_edit" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <ContentCreate />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <BulkEditDialog fields={fields} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
