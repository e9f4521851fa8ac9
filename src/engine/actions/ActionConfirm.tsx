import { Confirm } from 'react-admin';
import type { ConfirmText } from './ActionButton';

/**
 * The confirmation of an ActionButton, in its own chunk: a button that asks nothing (an export
 * on the first list) does not load the dialog.
 */
export default function ActionConfirm({
  text,
  label,
  busy,
  onConfirm,
  onClose,
}: {
  text: ConfirmText;
  label: string;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  return (
    <Confirm
      isOpen
      loading={busy}
      title={text.title}
      content={text.content}
      translateOptions={text.options}
      confirm={label}
      confirmColor="warning"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
