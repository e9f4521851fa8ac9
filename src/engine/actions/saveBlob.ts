/**
 * Hands a downloaded Blob to the browser as a file (a declared action's download). The resource
 * components' download buttons have their own copy (src/resourceComponents/shared/download.tsx): one
 * shared module would be a chunk of its own in the first list's load.
 */
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
