import { describe, expect, it } from 'vitest';
import {
  closedFlyout,
  flyoutReducer,
  flyoutReopenDelayMs,
  nextAfter,
  nextOrFirst,
  type FlyoutState,
} from '../../../../src/domain/tasks/task-flyout';

const open = (id: number): FlyoutState => ({ selectedId: id, opened: true, reopenPending: false });
const order = [11, 12, 13];

describe('removing or completing a task (spec 4)', () => {
  it('selects the next task, closes the flyout and asks to reopen', () => {
    for (const type of ['removed', 'completed'] as const) {
      expect(flyoutReducer(open(12), { type, id: 12, order })).toEqual({ selectedId: 13, opened: false, reopenPending: true });
    }
  });

  it('selects the first task when the last one goes', () => {
    expect(flyoutReducer(open(13), { type: 'removed', id: 13, order })).toEqual({ selectedId: 11, opened: false, reopenPending: true });
    expect(nextOrFirst(order, 13)).toBe(11);
  });

  it('closes for good when no task is left', () => {
    expect(flyoutReducer(open(11), { type: 'completed', id: 11, order: [11] })).toEqual(closedFlyout);
    expect(nextOrFirst([11], 11)).toBeNull();
  });

  it('reopens on the selected task after 1 second', () => {
    expect(flyoutReopenDelayMs).toBe(1000);
    const closed = flyoutReducer(open(11), { type: 'removed', id: 11, order });
    expect(flyoutReducer(closed, { type: 'reopen' })).toEqual({ selectedId: 12, opened: true, reopenPending: false });
  });

  it('ignores a late reopen once the rep closed the flyout or opened another task', () => {
    const closed = flyoutReducer(open(11), { type: 'removed', id: 11, order });
    expect(flyoutReducer(flyoutReducer(closed, { type: 'close' }), { type: 'reopen' })).toEqual(closedFlyout);
    expect(flyoutReducer(flyoutReducer(closed, { type: 'open', id: 13 }), { type: 'reopen' })).toEqual(open(13));
  });
});

describe('skipping a task (spec 4)', () => {
  it('opens the next task at once', () => {
    expect(flyoutReducer(open(11), { type: 'skipped', id: 11, order })).toEqual(open(12));
  });

  it('closes the flyout after the last task', () => {
    expect(flyoutReducer(open(13), { type: 'skipped', id: 13, order })).toEqual(closedFlyout);
    expect(nextAfter(order, 13)).toBeNull();
  });
});
