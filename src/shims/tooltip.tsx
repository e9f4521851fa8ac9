import type { TooltipProps } from '@mui/material/Tooltip';
import { useForkRef } from '@mui/material/utils';
import clsx from 'clsx';
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ElementType,
  type FocusEvent,
  type ReactElement,
  type Ref,
  type SyntheticEvent,
} from 'react';

/**
 * MUI's Tooltip with its popup loaded on first show (a smaller first load: the popup needs MUI's
 * Popper and popper.js, ~10 KB of gzip, for buttons a user may never point at). Given to
 * react-admin's buttons, menu links and column headers by scripts/vite/shims.ts, and used by the
 * console's own shell. Until then it does what MUI's does to the child: its accessible name from
 * a string title, and the pointer, focus and touch handlers with MUI's delays; the popup itself
 * is MUI's Tooltip, shown by these handlers (src/shims/tooltipPopup.tsx).
 */
const Popup = lazy(() => import('./tooltipPopup'));

// MUI's defaults (Tooltip.js).
const TOUCH_ENTER_DELAY_MS = 700;
const TOUCH_LEAVE_DELAY_MS = 1500;
/** The pointer events a browser sends after a tap are not a hover (MUI ignores them too). */
const AFTER_TOUCH_MS = 1000;

type ChildProps = Record<string, unknown> & { ref?: Ref<HTMLElement>; className?: string };
type Handler = (event: SyntheticEvent) => void;

export function Tooltip({
  title,
  children,
  placement = 'bottom',
  enterDelay = 100,
  leaveDelay = 0,
  describeChild,
  className,
  open: openProp,
  onOpen,
  onClose,
  ...rest
}: TooltipProps) {
  const child = children as ReactElement<ChildProps>;
  const own = child.props;
  const node = useRef<HTMLElement | null>(null);
  const ref = useForkRef(own.ref, node);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const touched = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);

  const shown = typeof title === 'number' || !!title;
  // A controlled tooltip (react-admin's icon buttons close theirs on click) is told, and shows what it is told.
  const later = (next: boolean, delay: number, event?: SyntheticEvent) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next && node.current) setAnchor(node.current);
      setOpen(next);
      if (event) (next ? onOpen : onClose)?.(event);
    }, delay);
  };
  const Child = child.type as ElementType;
  const pass = (name: string, event: SyntheticEvent) => (own[name] as Handler | undefined)?.(event);
  // What MUI's Tooltip gives cloneElement, in the same order: the child's own props keep their
  // place, a string title names the child unless it only describes it.
  const props: ChildProps = {
    ...own,
    ...(describeChild ? {} : { 'aria-label': typeof title === 'string' ? title : undefined }),
    ...rest,
    ...own,
    className: clsx(className, own.className) || undefined,
    ref,
    onMouseOver: (event: SyntheticEvent) => {
      if (Date.now() - touched.current > AFTER_TOUCH_MS) later(true, enterDelay, event);
      pass('onMouseOver', event);
    },
    onMouseLeave: (event: SyntheticEvent) => {
      later(false, leaveDelay, event);
      pass('onMouseLeave', event);
    },
    // Keyboard focus shows it, a click's focus does not (MUI's focus-visible rule).
    onFocus: (event: FocusEvent<Element>) => {
      if (event.target.matches(':focus-visible')) later(true, enterDelay, event);
      pass('onFocus', event);
    },
    onBlur: (event: SyntheticEvent) => {
      later(false, leaveDelay, event);
      pass('onBlur', event);
    },
    onTouchStart: (event: SyntheticEvent) => {
      touched.current = Date.now();
      later(true, TOUCH_ENTER_DELAY_MS, event);
      pass('onTouchStart', event);
    },
    onTouchEnd: (event: SyntheticEvent) => {
      touched.current = Date.now();
      later(false, TOUCH_LEAVE_DELAY_MS, event);
      pass('onTouchEnd', event);
    },
  };
  return (
    <>
      {/* The child as cloneElement would give it, written as an element so the handlers read as handlers. */}
      <Child key={child.key} {...props} />
      {anchor && shown && (
        <Suspense fallback={null}>
          <Popup
            title={title}
            anchorEl={anchor}
            open={openProp ?? open}
            placement={placement}
            onClose={(event) => later(false, 0, event as SyntheticEvent)}
          />
        </Suspense>
      )}
    </>
  );
}

export default Tooltip;
