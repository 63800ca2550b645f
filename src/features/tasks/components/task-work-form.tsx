import { Button, Select, Stack, Textarea } from '@mantine/core';
import * as v from 'valibot';
import { useRef, useState, type FormEvent } from 'react';
import { callOutcomes } from '../../../domain/tasks/task-constants';
import { taskNotesMaxLength, taskWorkSchema, type TaskWork } from '../../../domain/tasks/task-work-schema';
import type { CallTask } from '../../../domain/tasks/task-types';
import { useDirtyForm } from '../../../ui/dirty-forms';

export type WorkDraft = { outcome: string | null; notes: string };

/** The unsaved part of the draft, or null when it says what the task already holds. */
export function unsavedWork(task: CallTask, draft: WorkDraft): TaskWork | null {
  const work: { outcome?: string | null; notes?: string } = {};
  if (draft.outcome !== task.outcome) work.outcome = draft.outcome;
  if (draft.notes !== task.notes) work.notes = draft.notes;
  if (!Object.keys(work).length) return null;
  const parsed = v.safeParse(taskWorkSchema, work);
  return parsed.success ? parsed.output : null;
}

type Props = { task: CallTask; draft: WorkDraft; onDraft: (draft: WorkDraft) => void; onSave: (work: TaskWork) => Promise<unknown> };

/** Outcome and notes of a call (spec 2: the flyout's outcome and notes). */
export function TaskWorkForm({ task, draft, onDraft, onSave }: Props) {
  const [busy, setBusy] = useState(false);
  const notes = useRef<HTMLTextAreaElement>(null);
  const work = unsavedWork(task, draft);
  useDirtyForm(work !== null);
  const tooLong = draft.notes.length > taskNotesMaxLength;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!work) return;
    setBusy(true);
    try {
      await onSave(work);
      // The button goes disabled once saved: focus stays in the form, not on the page's body.
      notes.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Outcome and notes">
      <Stack gap="xs">
        <Select
          label="Outcome"
          placeholder="How did the call go?"
          data={[...callOutcomes]}
          value={draft.outcome}
          onChange={(outcome) => onDraft({ ...draft, outcome })}
          clearable
          allowDeselect
          comboboxProps={{ withinPortal: false }}
        />
        <Textarea
          ref={notes}
          label="Notes"
          autosize
          minRows={3}
          maxRows={8}
          value={draft.notes}
          onChange={(e) => onDraft({ ...draft, notes: e.currentTarget.value })}
          error={tooLong ? `Notes are at most ${taskNotesMaxLength} characters.` : undefined}
        />
        <Button type="submit" variant="light" disabled={!work || tooLong} loading={busy}>
          {draft.outcome !== task.outcome && draft.outcome ? 'Log outcome and notes' : 'Save notes'}
        </Button>
      </Stack>
    </form>
  );
}
