import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * The saved-query dialogs of react-admin's «Добавить фильтр» menu, loaded the first time one
 * opens: the menu renders both, closed, with every list that has optional filters (a smaller
 * first load). scripts/vite/shims.ts gives these to react-admin's FilterButton.
 */
interface DialogProps {
  open: boolean;
  onClose: () => void;
}

function openedLazily(load: () => Promise<ComponentType<DialogProps>>) {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function SavedQueryDialog(props: DialogProps) {
    // Once opened it stays mounted, so that it can play its closing transition.
    const [opened, setOpened] = useState(false);
    if (props.open && !opened) setOpened(true);
    return opened ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  };
}

export const AddSavedQueryDialog = openedLazily(() =>
  import('ra-ui-materialui/dist/list/filter/AddSavedQueryDialog.js').then((m) => m.AddSavedQueryDialog),
);
export const RemoveSavedQueryDialog = openedLazily(() =>
  import('ra-ui-materialui/dist/list/filter/RemoveSavedQueryDialog.js').then((m) => m.RemoveSavedQueryDialog),
);
