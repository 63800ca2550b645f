import { describe, expect, it } from 'vitest';
import {
  approvalBlock,
  checkMove,
  contentStatuses,
  editBlock,
  nextStatus,
  statusMoves,
  type ContentActor,
  type ContentVia,
} from '../../../../src/domain/content/content-status';

const written = [
  { subject: 'Hi {{first_name}}', body: '<p>Hello</p>', approved: false, channel: 'email' },
  { subject: '', body: '<p>Call script</p>', approved: false, channel: 'phone' },
];
const approved = written.map((t) => ({ ...t, approved: true }));

describe('the status table (decision 0023)', () => {
  // Every pair of statuses by every call: allowed exactly when the table has it.
  const allowed = new Set(statusMoves.map((m) => `${m.from}>${m.to}>${m.via}`));
  for (const from of contentStatuses) {
    for (const to of contentStatuses) {
      for (const via of ['move', 'upload'] as ContentVia[]) {
        const listed = allowed.has(`${from}>${to}>${via}`);
        if (via === 'upload' && to !== 'Uploaded') continue;
        it(`${via} ${from} → ${to}: ${listed ? 'allowed to editors' : 'refused (422)'}`, () => {
          const result = checkMove(from, via === 'move' ? to : undefined, via, 'editor', approved);
          if (listed) expect(result).toMatchObject({ ok: true, move: { from, to } });
          else expect(result).toMatchObject({ ok: false, status: 422 });
        });
      }
    }
  }

  it('has exactly these moves', () => {
    expect(statusMoves.map((m) => `${m.via}: ${m.from} → ${m.to}`)).toEqual([
      'move: Draft → In Review',
      'move: In Review → Approved',
      'move: In Review → Draft',
      'move: Approved → Draft',
      'upload: Approved → Uploaded',
      'upload: Uploaded → Uploaded',
      'move: Uploaded → Draft',
    ]);
  });

  it('lets no one but editors move (403)', () => {
    for (const actor of ['staff', 'guest'] as ContentActor[]) {
      expect(checkMove('Draft', 'In Review', 'move', actor, written)).toMatchObject({ ok: false, status: 403 });
      expect(checkMove('Approved', undefined, 'upload', actor, approved)).toMatchObject({ ok: false, status: 403 });
    }
  });

  it('advances when no status is named, and has nothing after Uploaded', () => {
    expect(nextStatus('Draft')).toBe('In Review');
    expect(nextStatus('In Review')).toBe('Approved');
    expect(nextStatus('Approved')).toBe('Uploaded');
    expect(nextStatus('Uploaded')).toBeNull();
    expect(checkMove('Draft', undefined, 'move', 'editor', written)).toMatchObject({ ok: true, move: { to: 'In Review' } });
    // Approved's next status is reached by uploading, not by a move.
    expect(checkMove('Approved', undefined, 'move', 'editor', approved)).toMatchObject({ ok: false, status: 422, reason: expect.stringMatching(/uploading/) });
    expect(checkMove('Uploaded', undefined, 'move', 'editor', approved)).toMatchObject({ ok: false, reason: 'A sequence in Uploaded has no next status.' });
  });

  it('checks each move’s condition on the templates', () => {
    expect(checkMove('Draft', 'In Review', 'move', 'editor', [])).toMatchObject({ ok: false, reason: 'The sequence has no templates yet.' });
    const blankBody = [written[0], { ...written[1], body: '<p></p>' }];
    expect(checkMove('Draft', 'In Review', 'move', 'editor', blankBody)).toMatchObject({ ok: false, reason: 'Template 2 has no body yet.' });
    const noSubject = [{ ...written[0], subject: ' ' }];
    expect(checkMove('Draft', 'In Review', 'move', 'editor', noSubject)).toMatchObject({ ok: false, reason: 'Template 1 has no subject yet.' });
    // A call step needs no subject.
    expect(checkMove('Draft', 'In Review', 'move', 'editor', written).ok).toBe(true);
    expect(checkMove('In Review', 'Approved', 'move', 'editor', [approved[0], written[1]])).toMatchObject({ ok: false, reason: '1 of 2 templates are not approved yet.' });
    expect(checkMove('In Review', 'Approved', 'move', 'editor', approved).ok).toBe(true);
    expect(checkMove('Approved', undefined, 'upload', 'editor', [approved[0], written[1]]).ok).toBe(false);
    expect(checkMove('In Review', 'Draft', 'move', 'editor', []).ok).toBe(true);
  });

  it('refuses uploads of a sequence that is not approved', () => {
    for (const from of ['Draft', 'In Review']) {
      expect(checkMove(from, undefined, 'upload', 'editor', approved)).toMatchObject({ ok: false, status: 422, reason: `Only an approved sequence can be uploaded (this one is ${from}).` });
    }
  });
});

describe('Draft-only editing (spec 4)', () => {
  it('lets a Draft be edited and nothing else', () => {
    expect(editBlock({ status: 'Draft', archived: false })).toBeNull();
    for (const status of ['In Review', 'Approved', 'Uploaded']) expect(editBlock({ status, archived: false })).toMatch(/Only a Draft can be edited/);
    expect(editBlock({ status: 'Draft', archived: true })).toMatch(/archived/);
  });

  it('approves templates only in review', () => {
    expect(approvalBlock({ status: 'In Review', archived: false })).toBeNull();
    expect(approvalBlock({ status: 'Draft', archived: false })).toMatch(/In Review/);
    expect(approvalBlock({ status: 'In Review', archived: true })).toMatch(/archived/);
  });
});
