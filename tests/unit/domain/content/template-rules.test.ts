import { describe, expect, it } from 'vitest';
import { buildFromCadence, cadenceToSteps } from '../../../../src/domain/content/cadence';
import { fillMergeFields, mergeFieldError, unknownMergeFields, usedMergeFields } from '../../../../src/domain/content/merge-fields';
import { addTemplateBlock, nextTemplateAfterApproval } from '../../../../src/domain/content/template-rules';
import { diffWords, htmlToText } from '../../../../src/domain/content/text-diff';

describe('adding a template (spec 5)', () => {
  const linked = { status: 'Draft', archived: false, outreachSequenceId: 7, stepCount: 3 };
  it('needs an outreach sequence linked', () => {
    expect(addTemplateBlock({ ...linked, outreachSequenceId: null })).toMatch(/Link an Outreach sequence first/);
    expect(addTemplateBlock(linked)).toBeNull();
  });
  it('needs a Draft that is not archived', () => {
    expect(addTemplateBlock({ ...linked, status: 'In Review' })).toMatch(/Only a Draft/);
    expect(addTemplateBlock({ ...linked, archived: true })).toMatch(/archived/);
  });
  it('takes an existing step or the next one', () => {
    for (const step of [1, 3, 4]) expect(addTemplateBlock(linked, step)).toBeNull();
    expect(addTemplateBlock(linked, 5)).toBe('Choose a step from 1 to 4 (4 adds a step).');
    expect(addTemplateBlock(linked, 0)).not.toBeNull();
    expect(addTemplateBlock({ ...linked, stepCount: 0 }, 2)).toBe('The first template is for step 1.');
  });
});

describe('the next template after an approval (spec 4)', () => {
  const templates = [
    { id: 10, cadenceStep: 1, approved: false },
    { id: 12, cadenceStep: 2, approved: false },
    { id: 11, cadenceStep: 2, approved: true },
    { id: 13, cadenceStep: 3, approved: false },
  ];
  it('selects the next unapproved one in review order', () => {
    expect(nextTemplateAfterApproval(templates, 10)).toBe(12);
    expect(nextTemplateAfterApproval(templates, 12)).toBe(13);
  });
  it('after the last, goes back to the first still unapproved', () => {
    expect(nextTemplateAfterApproval(templates, 13)).toBe(10);
  });
  it('selects none when every template is approved', () => {
    const one = [{ id: 1, cadenceStep: 1, approved: false }, { id: 2, cadenceStep: 2, approved: true }];
    expect(nextTemplateAfterApproval(one, 1)).toBeNull();
  });
});

describe('merge fields', () => {
  it('lists the fields a text uses and refuses unknown ones by name', () => {
    expect(usedMergeFields('Hi {{first_name}} at {{ company }}, {{first_name}}')).toEqual(['first_name', 'company']);
    expect(unknownMergeFields('<p>Hi {{first_name}} {{frist_name}}</p>')).toEqual(['frist_name']);
    expect(mergeFieldError('Hi {{first_name}}')).toBeNull();
    expect(mergeFieldError('Hi {{frist_name}}')).toMatch(/^Unknown merge field \{\{frist_name\}\}\. Use one of \{\{first_name\}\}/);
    expect(mergeFieldError('{{a}} {{b}}')).toMatch(/^Unknown merge fields \{\{a\}\}, \{\{b\}\}/);
  });
  it('fills a preview from a sample prospect, escaping values in HTML', () => {
    const prospect = { first_name: 'Ana', company: 'Smith & <Co>' };
    expect(fillMergeFields('Hi {{first_name}} of {{company}}', prospect)).toBe('Hi Ana of Smith & <Co>');
    expect(fillMergeFields('<p>{{company}}</p>', prospect, { html: true })).toBe('<p>Smith &#38; &#60;Co&#62;</p>');
    // Fields the prospect lacks come from the stand-in.
    expect(fillMergeFields('{{title}}', prospect)).toBe('VP of Sales');
  });
});

describe('cadence to steps', () => {
  it('numbers the steps from 1 in order of days', () => {
    expect(cadenceToSteps([{ day: 3, channel: 'email' }, { day: 0, channel: 'email' }, { day: 3, channel: 'phone' }])).toEqual([
      { step: 1, dayOffset: 0, channel: 'email' },
      { step: 2, dayOffset: 3, channel: 'email' },
      { step: 3, dayOffset: 3, channel: 'phone' },
    ]);
  });
  it('gives every step without a template an empty one, drops blank templates of steps that go, refuses to drop writing', () => {
    const plan = [{ day: 0, channel: 'email' as const }, { day: 2, channel: 'email' as const }];
    expect(buildFromCadence(plan, [])).toMatchObject({ ok: true, addTemplatesFor: [1, 2], removeTemplateIds: [] });
    expect(buildFromCadence(plan, [{ id: 5, cadenceStep: 1, blank: false }, { id: 6, cadenceStep: 3, blank: true }])).toMatchObject({
      ok: true,
      addTemplatesFor: [2],
      removeTemplateIds: [6],
    });
    expect(buildFromCadence(plan, [{ id: 6, cadenceStep: 3, blank: false }])).toMatchObject({ ok: false, reason: expect.stringMatching(/^Step 3 has a written template/) });
    expect(buildFromCadence([], [])).toMatchObject({ ok: false });
  });
});

describe('what changed since the last feedback', () => {
  it('diffs the words of two HTML bodies', () => {
    const before = htmlToText('<p>Hi {{first_name}}, a quick idea.</p>');
    const after = htmlToText('<p>Dear {{first_name}}, a quick idea for you.</p>');
    expect(diffWords(before, after)).toEqual([
      { kind: 'removed', text: 'Hi' },
      { kind: 'added', text: 'Dear' },
      { kind: 'same', text: '{{first_name}}, a quick' },
      { kind: 'removed', text: 'idea.' },
      { kind: 'added', text: 'idea for you.' },
    ]);
  });
});
