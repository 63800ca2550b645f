// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { columnWithMoves } from '../../../../src/domain/meetings/column-with-moves';
import type { PipelineMeeting } from '../../../../src/domain/meetings/meeting-types';

const m = (id: number, status: string, startAt: string) => ({ id, status, startAt }) as PipelineMeeting;

describe('a drop laid over a column the mirror has not read back yet', () => {
  const proposals = [m(1, 'Proposals', '2026-11-20T10:00:00Z'), m(2, 'Proposals', '2026-11-10T10:00:00Z')];
  const initial = [m(3, 'Initial Meeting', '2026-11-15T10:00:00Z')];
  const moved = [{ ...initial[0], status: 'Proposals' }];

  it('leaves the source column and enters the target in start order (newest first)', () => {
    expect(columnWithMoves(initial, moved, 'Initial Meeting')).toEqual([]);
    expect(columnWithMoves(proposals, moved, 'Proposals').map((x) => [x.id, x.status])).toEqual([
      [1, 'Proposals'],
      [3, 'Proposals'],
      [2, 'Proposals'],
    ]);
  });

  it('is not shown twice once the mirror has it', () => {
    const caughtUp = [...proposals, m(3, 'Proposals', '2026-11-15T10:00:00Z')];
    expect(columnWithMoves(caughtUp, moved, 'Proposals')).toHaveLength(3);
  });

  it('changes nothing without drops', () => {
    expect(columnWithMoves(proposals, [], 'Proposals')).toBe(proposals);
  });
});
