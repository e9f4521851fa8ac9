import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { openCabinetEarly } from './layout/openCabinet';
import { cabinetIdInPath } from './providers/storage';
import { pageTitle } from './variants';

document.title = pageTitle();

// A cabinet's address: its session reads go out now, ahead of the scripts its screen loads,
// which would otherwise hold all six of the browser's connections (issue 7).
const cabinetId = cabinetIdInPath(window.location.pathname);
if (cabinetId) openCabinetEarly(cabinetId);

// The first render as a transition: React renders it in slices and lets the browser paint and
// handle input between them, instead of one long task from the scripts' arrival to the first
// list (Lighthouse's Total Blocking Time, issue 7).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
});
