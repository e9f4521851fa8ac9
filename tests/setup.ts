import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll } from 'vitest';
import './consoleGuard';

// findBy… and waitFor give a screen up to 15 s to show what the test waits for (1 s by default):
// a loaded machine can take seconds for a lazy chunk's first transform or a first render (at a
// load of 13, three list-toolbar tests waited past 5 s for their lazily loaded button). A
// passing test does not wait any longer; only a broken screen fails later.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lays nothing out: a chart's container (MUI X Charts reads its computed width, which a
// browser gives in pixels, the card's) would measure 0 wide and warn, or read «100%» as 100
// pixels. The chart containers get the width of a laptop's card here; every other element keeps
// jsdom's styles.
const CHART_WIDTH = '800px';
// The element MUI X Charts measures: its class, or its styles' label (emotion's «css-…-<name>»).
const CHART_CONTAINER = /\bMuiCharts(Surface|LayerContainer)-root\b/;
if (typeof window !== 'undefined') {
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element, pseudo?: string | null) => {
    const style = computedStyle(element, pseudo);
    if (!CHART_CONTAINER.test(element.getAttribute('class') ?? '') || /^\d+(\.\d+)?px$/.test(style.width)) return style;
    return new Proxy(style, {
      get: (target, property) =>
        property === 'width' ? CHART_WIDTH : (Reflect.get(target, property, target) as unknown),
    });
  };
}

// A screen's lazily loaded parts (validators, date fields, dialogs) may still arrive after its
// test has passed; React then renders them. Give that work a moment before the file's browser
// environment is torn down, or React meets a window that is gone (an error outside any test).
// Unmounted first: a screen still mounted keeps its timers (react-admin's delayed loading
// indicators), which would fire after the environment is gone.
afterAll(async () => {
  if (typeof window === 'undefined') return;
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 250));
});
