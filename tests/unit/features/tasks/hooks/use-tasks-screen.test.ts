import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appDb } from '../../../../../src/data/db/app-db-instance';
import { defaultTaskFilters, emptyTaskFilters } from '../../../../../src/domain/tasks/task-filters';
import { useTasksScreen } from '../../../../../src/features/tasks/hooks/use-tasks-screen';
import { task } from '../../../domain/tasks/task-fixtures';

// The app's own mirror: the screen follows its writes by name (watchTables).
const db = appDb();
beforeEach(() => Promise.all(db.tables.map((t) => t.clear())));

const shown = (screen: ReturnType<typeof useTasksScreen>) => (screen.list.status === 'ready' ? screen.list.tasks.length : -1);

describe("the tasks screen's read", () => {
  it('follows a single edit at once, and a burst of writes (a first sync) with a few reads of the open tasks, not one per write', async () => {
    const reads = vi.spyOn(db.tasks, 'where');
    const { result } = renderHook(() => useTasksScreen(defaultTaskFilters));
    await waitFor(() => expect(result.current.list.status).toBe('ready'));
    expect(shown(result.current)).toBe(0);

    // One task written after a quiet moment (half a second since the last
    // read) shows without waiting for a next turn.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await db.tasks.put(task(1));
    await waitFor(() => expect(shown(result.current)).toBe(1), { timeout: 300 });

    // Forty pages of a sync, one transaction each: thousands of rows are
    // read again at most every half second, not after each page, and the
    // filters' options come from the same read (they had one of their own).
    const before = reads.mock.calls.length;
    for (let id = 2; id <= 41; id++) await db.tasks.put(task(id, { tags: [`tag-${id}`] }));
    await waitFor(() => expect(shown(result.current)).toBe(41), { timeout: 3000 });
    expect(result.current.options?.tags).toHaveLength(40);
    expect(reads.mock.calls.length - before).toBeLessThanOrEqual(4);
    reads.mockRestore();
  });

  it('lists nothing with no priority type chosen (spec 5), and still offers the options', async () => {
    await db.tasks.bulkPut([task(1, { taskType: 'email' }), task(2, { clientId: 2, clientName: 'Initech' })]);
    const { result } = renderHook(() => useTasksScreen(emptyTaskFilters));
    await waitFor(() => expect(result.current.options?.clients.map((c) => c.label)).toEqual(['Acme Corp', 'Initech']));
    expect(result.current.list.status).toBe('no-type');
  });

  it('keeps the options while a change of filters is read again', async () => {
    await db.tasks.bulkPut([task(1, { tags: ['vip'] }), task(2, { tags: ['new'] })]);
    const { result, rerender } = renderHook(({ filters }) => useTasksScreen(filters), { initialProps: { filters: defaultTaskFilters } });
    await waitFor(() => expect(result.current.list.status).toBe('ready'));
    const seen: (number | undefined)[] = [];
    rerender({ filters: { ...defaultTaskFilters, tags: ['vip'] } });
    seen.push(result.current.options?.tags.length);
    await waitFor(() => expect(shown(result.current)).toBe(1));
    seen.push(result.current.options?.tags.length);
    expect(seen).toEqual([2, 2]);
  });
});
