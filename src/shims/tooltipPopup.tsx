import MuiTooltip, { type TooltipProps } from '@mui/material/Tooltip';
import { createPortal } from 'react-dom';

interface PopupProps extends Pick<TooltipProps, 'title' | 'placement' | 'onClose'> {
  anchorEl: HTMLElement;
  open: boolean;
}

/**
 * The popup of src/shims/tooltip.tsx: MUI's own Tooltip (its look, transition and Escape), opened
 * and closed by the shim's handlers and placed at the shim's child. MUI's Tooltip needs a child of
 * its own; it gets a hidden one in the page's body, where it disturbs no list or table.
 */
export default function TooltipPopup({ title, anchorEl, open, placement, onClose }: PopupProps) {
  return createPortal(
    <MuiTooltip
      title={title}
      open={open}
      onClose={onClose}
      placement={placement}
      disableInteractive
      disableHoverListener
      disableFocusListener
      disableTouchListener
      slotProps={{ popper: { anchorEl } }}
    >
      <span hidden />
    </MuiTooltip>,
    document.body,
  );
}
