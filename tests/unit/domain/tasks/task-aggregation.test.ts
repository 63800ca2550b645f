import { describe, expect, it } from 'vitest';
import { aggregateByClient } from '../../../../src/domain/tasks/task-aggregation';
import { task } from './task-fixtures';

describe('the client list beside the tasks (spec 5)', () => {
  it('counts per client for urgent, high, normal and low', () => {
    const rows = aggregateByClient([
      task(1, { priority: 'urgent' }),
      task(2, { priority: 'urgent' }),
      task(3, { priority: 'low' }),
      task(4, { priority: 'high', clientId: 2, clientName: 'Beta LLC', clientMor: 7 }),
      task(5, { priority: 'normal', clientId: 2, clientName: 'Beta LLC', clientMor: 7 }),
    ]);
    expect(rows).toEqual([
      { clientId: 1, clientName: 'Acme Corp', clientMor: 3, counts: { urgent: 2, high: 0, normal: 0, low: 1 }, total: 3 },
      { clientId: 2, clientName: 'Beta LLC', clientMor: 7, counts: { urgent: 0, high: 1, normal: 1, low: 0 }, total: 2 },
    ]);
  });

  it('aggregates only the four priorities: other types are not counted, and a client with none is not listed', () => {
    const rows = aggregateByClient([
      task(1, { priority: 'urgent' }),
      task(2, { priority: 'overdue' }),
      task(3, { priority: 'someday', clientId: 9, clientName: 'Zeta' }),
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].total).toBe(1);
    expect(rows[0].counts).toEqual({ urgent: 1, high: 0, normal: 0, low: 0 });
  });
});
