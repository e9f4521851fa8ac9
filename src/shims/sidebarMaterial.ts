/**
 * MUI for react-admin's Sidebar (ra-ui-materialui/dist/layout/Sidebar.js), whose scroll trigger
 * only moves the side bar up with a top bar that hides on scroll. The console's top bar never
 * hides (Layout's appBarAlwaysOn), so the trigger's value is never used; but MUI's
 * useScrollTrigger reads the page's scroll offset when it mounts, which forces a layout of the
 * whole page in the middle of the first screen's commit (blocking time on a phone).
 */
export * from '@mui/material';
export const useScrollTrigger = (): boolean => false;
