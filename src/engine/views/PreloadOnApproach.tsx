import type { ReactElement, ReactNode } from 'react';
import type { LazyComponent } from '../definition/lazyUi';

/**
 * A list's table that asks for the modules of its selection buttons (lazy components) as soon as
 * the pointer comes over it or the keyboard enters it: a tick is on its way, and the buttons then
 * come with the first ticked row, in the same render, instead of placeholders whose render and
 * styles held the ticks of 500 rows back (~35 ms). Nothing is asked for on a list nobody touches,
 * or on a phone's list, which has no selection.
 */
export function PreloadOnApproach({ elements, children }: { elements: ReactElement[]; children: ReactNode }) {
  const preload = () => {
    for (const element of elements) (element.type as Partial<LazyComponent<object>>).preload?.();
  };
  return (
    <div onPointerEnter={preload} onFocus={preload}>
      {children}
    </div>
  );
}
