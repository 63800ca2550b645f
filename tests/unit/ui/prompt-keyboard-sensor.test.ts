import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KeyboardSensorProps } from '@dnd-kit/core';
import { PromptKeyboardSensor } from '../../../src/ui/dnd/prompt-keyboard-sensor';

/** A drag started by Space on a card, with a coordinate getter moving 100 px per arrow. */
function startDrag() {
  const card = document.createElement('button');
  document.body.append(card);
  const starter = new KeyboardEvent('keydown', { code: 'Space', bubbles: true });
  type Point = { x: number; y: number };
  const calls = { start: vi.fn<(at: Point) => void>(), move: vi.fn<(to: Point) => void>(), end: vi.fn<() => void>(), cancel: vi.fn<() => void>() };
  const props = {
    active: 'card',
    activeNode: { node: { current: card } },
    event: starter,
    options: {
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
      coordinateGetter: (event: KeyboardEvent, { currentCoordinates }: { currentCoordinates: { x: number; y: number } }) =>
        event.code === 'ArrowRight' ? { x: currentCoordinates.x + 100, y: currentCoordinates.y } : undefined,
    },
    context: { current: { collisionRect: { left: 0, top: 0, width: 10, height: 10 }, scrollableAncestors: [] } },
    onStart: calls.start,
    onMove: calls.move,
    onEnd: calls.end,
    onCancel: calls.cancel,
    onAbort: vi.fn<() => void>(),
    onPending: vi.fn<() => void>(),
  } as unknown as KeyboardSensorProps;
  // The sensor is made while the starting key is on its way up the document, as in dnd-kit.
  card.addEventListener('keydown', (e) => e === starter && new PromptKeyboardSensor(props));
  card.dispatchEvent(starter);
  return { card, calls };
}

const press = (target: EventTarget, code: string) => target.dispatchEvent(new KeyboardEvent('keydown', { code, bubbles: true, cancelable: true }));

describe('the keyboard sensor of the board and the assignment desk', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('moves on an arrow pressed before any timer has run, and is not ended by the Space that started it', () => {
    const { card, calls } = startDrag();
    expect(calls.start).toHaveBeenCalledTimes(1);
    expect(calls.end).not.toHaveBeenCalled();
    press(card, 'ArrowRight');
    expect(calls.move).toHaveBeenCalledTimes(1);
    expect(calls.move).toHaveBeenLastCalledWith({ x: 100, y: 0 });
  });

  it('handles each key once after dnd-kit has added its own listener, and nothing after the drop', () => {
    const { card, calls } = startDrag();
    vi.runAllTimers();
    press(card, 'ArrowRight');
    expect(calls.move).toHaveBeenCalledTimes(1);
    press(card, 'Space');
    expect(calls.end).toHaveBeenCalledTimes(1);
    press(card, 'ArrowRight');
    press(card, 'Space');
    expect(calls.move).toHaveBeenCalledTimes(1);
    expect(calls.end).toHaveBeenCalledTimes(1);
  });
});
