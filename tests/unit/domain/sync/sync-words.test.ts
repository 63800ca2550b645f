import { describe, expect, it } from 'vitest';
import { editStateWords, editsWaitingWords, outboxInWords } from '../../../../src/domain/sync/sync-words';

describe('the words for edits on their way', () => {
  it('names each state in words a rep reads, the same for a refusal and a conflict', () => {
    expect(editStateWords).toEqual({ pending: 'waiting to be sent', sending: 'sending', failed: 'needs your action', conflict: 'needs your action' });
  });

  it("says the header's count, with the problems apart", () => {
    expect(outboxInWords(1, 0)).toBe('1 edit waiting to be sent');
    expect(outboxInWords(3, 1)).toBe('3 edits: 2 waiting to be sent, 1 needs your action');
    expect(outboxInWords(2, 2)).toBe('2 edits: 2 needs your action');
  });

  it("says a mark's count, of what when it is told", () => {
    expect(editsWaitingWords(1)).toBe('1 edit waiting to be sent');
    expect(editsWaitingWords(4, 'this client')).toBe('4 edits of this client waiting to be sent');
  });
});
