import { useState, type ReactNode } from 'react';
import { useListContext } from 'react-admin';

/**
 * The bulk-action buttons mount on the list's first selection, not with the list: react-admin
 * keeps its (collapsed) bulk bar in the page, and each resource's bulk buttons are lazy modules
 * (src/engine/definition/lazyUi.tsx) that would otherwise be fetched and rendered with every list
 * nobody selects anything in. Once mounted they stay, so the bar does not flicker on reselection.
 */
export function BulkButtonsOnSelection({ children }: { children: ReactNode }) {
  const { selectedIds } = useListContext();
  const [selected, setSelected] = useState(false);
  if (!selected && selectedIds.length > 0) setSelected(true);
  return selected || selectedIds.length > 0 ? <>{children}</> : null;
}
