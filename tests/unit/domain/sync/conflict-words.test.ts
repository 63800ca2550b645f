import { describe, expect, it } from 'vitest';
import { conflictWords } from '../../../../src/domain/sync/conflict-words';

describe("a conflict's words", () => {
  it("names each field the edit changes that the server's row holds otherwise", () => {
    expect(conflictWords({ status: 'Proposals', notes: 'same' }, { status: 'On Hold', notes: 'same', version: 4 })).toBe('status: yours "Proposals", theirs "On Hold"');
  });

  it("reads a template's HTML as its text, a line of it, from just before where the two first differ", () => {
    const words = conflictWords({ body: '<p>Hello there</p>' }, { body: '<p>Hi {{first_name}},</p><p>' + 'a long line '.repeat(10) + '</p>' })!;
    expect(words).toMatch(/^body: yours "Hello there", theirs "Hi \{\{first_name\}\}, a long line a long line .*…"$/);
    expect(words.split('"')[3].length).toBe(60);
    const shared = 'Dear reader, ' + 'we write to you about the offer. '.repeat(4);
    const atTheEnd = conflictWords({ body: `<p>${shared}Mine, written offline.</p>` }, { body: `<p>${shared}Theirs.</p>` })!;
    expect(atTheEnd).toBe('body: yours "…ou about the offer. Mine, written offline.", theirs "…ou about the offer. Theirs."');
  });

  it('compares values, not references, and says nothing when all agree or the server sent no row', () => {
    expect(conflictWords({ tags: ['a', 'b'] }, { tags: ['a', 'b'] })).toBeNull();
    expect(conflictWords({ tags: ['a'] }, { tags: ['a', 'b'] })).toBe('tags: yours "["a"]", theirs "["a","b"]"');
    expect(conflictWords({ status: 'Proposals' }, null)).toBeNull();
    expect(conflictWords(null, { status: 'On Hold' })).toBeNull();
    expect(conflictWords({ unknown: 1 }, { status: 'On Hold' })).toBeNull();
  });
});
