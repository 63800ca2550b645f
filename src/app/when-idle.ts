/** Runs `run` when the page is next idle (at the latest after 2 s); returns the cancel. */
export function whenIdle(run: () => void): () => void {
  // Safari before 18 has no requestIdleCallback.
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 50);
  return () => clearTimeout(id);
}
