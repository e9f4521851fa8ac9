/**
 * Per keystroke, the main-thread time it costs: from the first listener of the key (keydown, or
 * beforeinput for text the DevTools protocol inserts without key events: Cyrillic) to the end of
 * the task that handled the input event (event handlers + React's synchronous render and commit
 * of a discrete update), taken by a message posted from the input event: it runs right after that
 * task. performance.now() rather than event timeStamps: keys sent over the DevTools protocol carry
 * the sender's time. Collected in window.__keystrokes (ms).
 */
declare global {
  interface Window {
    __keystrokes: number[];
  }
}

export function watchKeystrokes(): void {
  window.__keystrokes = [];
  let start = 0;
  const begin = () => {
    if (!start) start = performance.now();
  };
  document.addEventListener('keydown', begin, true);
  document.addEventListener('beforeinput', begin, true);
  document.addEventListener(
    'input',
    () => {
      const from = start;
      start = 0;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.__keystrokes.push(performance.now() - from);
      channel.port2.postMessage(null);
    },
    true,
  );
}
