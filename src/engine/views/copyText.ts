/**
 * Puts text on the clipboard. The Clipboard API needs a secure context (https or localhost): a
 * console served over plain http on an intranet address copies the older way.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // the older way below
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = typeof document.execCommand === 'function' && document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy');
}
