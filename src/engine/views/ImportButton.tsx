import UploadFileIcon from '@mui/icons-material/UploadFile';
import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-admin';

// The dialog and everything it uses (the worker, the file readers) load when it first opens.
const ImportDialog = lazy(() => import('../../import/ImportDialog'));

/** «Импорт» on a list's toolbar: opens the spreadsheet import (src/import). */
export function ImportButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="kabinet.list.import" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
