import type { ConflictChoice } from './device-protocol';

/** One edit a rep made on a device, and what became of it. */
export type Edit = {
  device: number;
  seq: number;
  /** Its Idempotency-Keys in order: keep mine sends it again under a new one. */
  keys: string[];
  meetingId: number | null;
  field: 'status' | 'notes' | 'read';
  value: string;
  /** Withdrawn: the rep took theirs on a conflict. */
  withdrawn: boolean;
  choices: ConflictChoice[];
};

/** What the run expects: every edit, and every conflict as the device showed it. */
export function createModel() {
  const edits = new Map<string, Edit>();
  const conflictKeys = new Set<string>();
  const choices: Record<ConflictChoice, number> = { 'keep-mine': 0, 'take-theirs': 0 };
  const id = (device: number, seq: number) => `${device}:${seq}`;
  return {
    edits,
    conflictKeys,
    choices,
    made(edit: Omit<Edit, 'withdrawn' | 'choices' | 'keys'> & { key: string }) {
      const { key, ...rest } = edit;
      edits.set(id(edit.device, edit.seq), { ...rest, keys: [key], withdrawn: false, choices: [] });
    },
    find: (device: number, seq: number) => edits.get(id(device, seq)),
    /** A conflict the device showed, settled by `choice`; `newKey` is the key keep mine sends under. */
    resolved(edit: Edit, key: string, choice: ConflictChoice, newKey: string | null) {
      conflictKeys.add(key);
      choices[choice]++;
      edit.choices.push(choice);
      if (choice === 'take-theirs') edit.withdrawn = true;
      else if (newKey) edit.keys.push(newKey);
    },
  };
}

export type Model = ReturnType<typeof createModel>;
