import { CircularProgress } from '@mui/material';

/**
 * What a download button needs: the file handed to the browser, its name and the spinner while it
 * is prepared. Apart from the dialogs of the action toolkit (src/engine/actions), so that the
 * campaigns list's export button, which renders with the first list, brings no dialogs with it.
 */

/** Hands a downloaded Blob to the browser as a file. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name without characters file systems refuse. */
export const fileNameOf = (name: string): string =>
  name
    .replace(/[\\/:*?"<>|«»]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim() || 'export';

export const progressIcon = <CircularProgress size={16} />;
