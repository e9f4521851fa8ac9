// The session reads are the entry's first module: they go out before React's DOM renderer evaluates.
import { cabinetOnPage } from './layout/earlyReads';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, preloadCabinet } from './App';
import { pageTitle } from './variants';

document.title = pageTitle();

// The first render as a transition: React renders it in slices and lets the browser paint and
// handle input between them, instead of one long task from the scripts' arrival to the first
// list (Lighthouse's Total Blocking Time).
const root = createRoot(document.getElementById('root')!);
const render = () =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    );
  });

// On a cabinet's address the first render waits for the cabinet's module (index.html's loader
// shows meanwhile), so that it renders the cabinet at once: rendered before, the route's loader
// would be a Suspense fallback, and React holds back what replaces a fallback until 300 ms after
// it appeared (src/layout/preloadable.ts). A failed load renders all the same, and fails there.
if (cabinetOnPage) preloadCabinet().then(render, render);
else render();
