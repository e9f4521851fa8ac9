// Here, not in the engine's catalogue (src/engine/messages.ts): that one is in the first load, the
// copy-link button is on record and report screens only.
export const COPY_LINK_MESSAGES = {
  copy: 'Копировать ссылку',
  copied: 'URL скопирован',
  copyFailed: 'Не удалось скопировать ссылку',
};
