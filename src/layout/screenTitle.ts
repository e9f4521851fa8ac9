import type { ScreenTitle } from './navigation';

/**
 * The title of the screen at `relativePath` (under /{cabinetId}/): that of the most specific
 * screen whose route pattern starts the path (":name" stands for any one segment), so a screen
 * below another one (a reservation's versions, an agency's transactions, a creative's extra
 * statistics) has its own title rather than its parent's. Undefined when no screen matches.
 */
export function screenTitle(titles: readonly ScreenTitle[], relativePath: string): string | undefined {
  const segments = relativePath.replace(/^\/+|\/+$/g, '').split('/');
  let best: { title: string; length: number; literal: number } | undefined;
  for (const { path, title } of titles) {
    const pattern = path.split('/');
    if (pattern.length > segments.length) continue;
    if (!pattern.every((part, i) => part.startsWith(':') || part === segments[i])) continue;
    const literal = pattern.filter((part) => !part.startsWith(':')).length;
    if (!best || pattern.length > best.length || (pattern.length === best.length && literal > best.literal)) {
      best = { title, length: pattern.length, literal };
    }
  }
  return best?.title;
}
