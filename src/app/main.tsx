import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startFirstScreen } from './first-screen';
import { AppProviders } from './providers';

startFirstScreen();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders />
  </StrictMode>,
);

// A page's first date format loads the time-zone data (30–60 ms on a slow
// device): do it while idle, not inside the first form render that needs it.
// (Intl itself, not domain/time: that module would bring Temporal into the
// initial bundle.)
if ('requestIdleCallback' in window) requestIdleCallback(() => new Intl.DateTimeFormat().resolvedOptions());
