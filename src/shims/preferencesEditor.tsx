/**
 * react-admin's preferences editor, which the console never opens (it renders no InspectorButton,
 * the only way to enable it): its Inspector in the layout draws nothing, and page titles are
 * react-admin's plain PageTitle instead of the configurable one, whose title a user could only
 * change in that editor. scripts/vite/shims.ts gives these to react-admin's Layout and Title;
 * with them go Configurable, the Inspector's panel and their popover (a smaller first load).
 */
import { PageTitle } from 'ra-ui-materialui/dist/layout/PageTitle.js';

export function PageTitleConfigurable({
  preferenceKey: _key,
  ...props
}: { preferenceKey?: string | false } & Record<string, unknown>) {
  return <PageTitle {...props} />;
}

export function Inspector() {
  return null;
}
