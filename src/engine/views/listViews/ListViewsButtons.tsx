import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-admin';
import { LIST_VIEWS_MESSAGES as TEXT } from './listViewsMessages';
import type { ListViewsToolsProps } from './ListViewsTools';

// The tools' menus, dialogs and icons load when the user first opens one of them: the first list
// carries only these two buttons (its size budget, docs/performance.md).
const ListViewsTools = lazy(() => import('./ListViewsTools').then((m) => ({ default: m.ListViewsTools })));

/** «Столбцы» and «Виды» of a generated list's toolbar, the tools themselves loaded on the first click. */
export function ListViewsButtons(props: ListViewsToolsProps) {
  const [opened, setOpened] = useState<'columns' | 'views' | null>(null);
  const buttons = (
    <>
      <Button label={TEXT.columns} onClick={() => setOpened('columns')} aria-haspopup="dialog" />
      <Button label={TEXT.views} onClick={() => setOpened('views')} aria-haspopup="menu" />
    </>
  );
  if (!opened) return buttons;
  return (
    <Suspense fallback={buttons}>
      <ListViewsTools {...props} opened={opened} />
    </Suspense>
  );
}
