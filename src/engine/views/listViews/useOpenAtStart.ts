import { useEffect, useRef } from 'react';

/** The button's element, and the anchor it sets when its tool was clicked before this code had loaded. */
export function useOpenAtStart(openAtStart: boolean, setAnchor: (element: HTMLElement) => void) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (openAtStart && ref.current) setAnchor(ref.current);
    // Once, on mount: later clicks open it as usual.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
