import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startFirstScreen } from './first-screen';
import { AppProviders } from './providers';
import { router } from './router';

startFirstScreen();

// The screen is loaded (session checked, its code and first reads under
// way: startFirstScreen) before React's first render, and that render is a
// transition: React renders the frame and the screen together in 5 ms
// slices, where before it rendered the frame in one 60 ms task and the
// screen, when the router had it, in a second of 120 ms (four times those
// on Lighthouse's phone). index.html's app shell shows meanwhile. The
// router's own mount then finds the location loaded and does not load it
// again (Transitioner). Decision 0042 has the figures.
const root = createRoot(document.getElementById('root')!);
const renderApp = () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders />
      </StrictMode>,
    ),
  );
// A failed load renders all the same (the router shows its error screen),
// and so does one still going after a few seconds (the router shows it
// pending): the app shell must not stay up for ever.
let rendered = false;
const renderOnce = () => {
  if (rendered) return;
  rendered = true;
  renderApp();
};
router.load().then(renderOnce, renderOnce);
setTimeout(renderOnce, 8000);

// A page's first date format loads the time-zone data (30–60 ms on a slow
// device): do it while idle, not inside the first form render that needs it.
// (Intl itself, not domain/time: that module would bring Temporal into the
// initial bundle.)
if ('requestIdleCallback' in window) requestIdleCallback(() => new Intl.DateTimeFormat().resolvedOptions());
