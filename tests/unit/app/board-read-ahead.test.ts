import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startReadAhead } from '../../../src/app/shell/board-read-ahead';

// A stand-in for the mirror's meetings: `write()` is what a pull, a replay
// or another tab does to them.
function meetingsFeed() {
  const listeners = new Set<() => void>();
  return {
    watch: (onChange: () => void) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    write: () => listeners.forEach((l) => l()),
    watchers: () => listeners.size,
  };
}

/** The read ahead started over a stand-in feed, with a 500 ms quiet time. */
function started() {
  const feed = meetingsFeed();
  const readAhead = vi.fn<() => void>();
  const stop = startReadAhead(readAhead, feed.watch, 500);
  return { feed, readAhead, stop };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the board read ahead while the rep is elsewhere', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setVisibility('visible');
  });
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('reads once when the page is first idle, and not again while nothing changes', () => {
    const { readAhead, stop } = started();
    expect(readAhead).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2500);
    expect(readAhead).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(readAhead).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves the page\'s first moment to its own screen: nothing is read in it', () => {
    const { readAhead, stop } = started();
    vi.advanceTimersByTime(400);
    expect(readAhead).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2100);
    expect(readAhead).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reads again once after a burst of writes, when the meetings have been quiet for a moment', () => {
    const { feed, readAhead, stop } = started();
    vi.advanceTimersByTime(2500);
    readAhead.mockClear();
    // A replay: a write every 100 ms for two seconds.
    for (let i = 0; i < 20; i++) {
      feed.write();
      vi.advanceTimersByTime(100);
    }
    expect(readAhead).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2500);
    expect(readAhead).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not read in a hidden tab, and reads when the tab is shown again', () => {
    setVisibility('hidden');
    const { feed, readAhead, stop } = started();
    feed.write();
    vi.advanceTimersByTime(5000);
    expect(readAhead).not.toHaveBeenCalled();
    setVisibility('visible');
    vi.advanceTimersByTime(2500);
    expect(readAhead).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops: nothing pending runs and the meetings are no longer watched', () => {
    const { feed, readAhead, stop } = started();
    expect(feed.watchers()).toBe(1);
    stop();
    expect(feed.watchers()).toBe(0);
    feed.write();
    setVisibility('visible');
    vi.advanceTimersByTime(10_000);
    expect(readAhead).not.toHaveBeenCalled();
  });
});
