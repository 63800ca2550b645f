/**
 * Runs `fn` once the next frame is on screen: a timeout queued from a frame
 * callback runs after that frame is painted. Frames stop in a hidden tab, so
 * a fallback timer runs it there too. Returns a function that cancels it.
 */
export function afterPaint(fn: () => void, fallbackMs = 100): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    fn();
  };
  let timer = 0;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(run, 0);
  });
  const fallback = window.setTimeout(run, fallbackMs);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
    window.clearTimeout(fallback);
  };
}

/** Resolves once the next frame is on screen (afterPaint as a promise). */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => afterPaint(resolve));
}
