// A cadence is a named plan of steps: on which day after the start, by
// which channel. Building a sequence from one gives it those steps and an
// empty template for each (issue 20).

export const contentChannels = ['email', 'phone', 'linkedin'] as const;
export type ContentChannel = (typeof contentChannels)[number];

export type CadenceStep = { day: number; channel: ContentChannel };
export type SequenceStep = { step: number; dayOffset: number; channel: ContentChannel };

/** The sequence's steps of a cadence: numbered from 1 in the plan's order of days. */
export function cadenceToSteps(plan: readonly CadenceStep[]): SequenceStep[] {
  return [...plan]
    .map((s, i) => ({ ...s, i }))
    .sort((a, b) => a.day - b.day || a.i - b.i)
    .map((s, i) => ({ step: i + 1, dayOffset: s.day, channel: s.channel }));
}

export type PlannedTemplate = { id: number; cadenceStep: number; blank: boolean };

export type CadenceBuild =
  | { ok: true; steps: SequenceStep[]; addTemplatesFor: number[]; removeTemplateIds: number[] }
  | { ok: false; reason: string };

/**
 * Building from a cadence on a sequence that may have steps already: the
 * cadence's steps replace the old ones; a step without a template gets an
 * empty one; templates of steps the cadence no longer has go when they are
 * empty, and the build is refused when one holds writing (nothing is lost
 * silently).
 */
export function buildFromCadence(plan: readonly CadenceStep[], templates: readonly PlannedTemplate[]): CadenceBuild {
  if (!plan.length) return { ok: false, reason: 'This cadence has no steps.' };
  const steps = cadenceToSteps(plan);
  const dropped = templates.filter((t) => t.cadenceStep > steps.length);
  const written = dropped.find((t) => !t.blank);
  if (written) {
    return { ok: false, reason: `Step ${written.cadenceStep} has a written template and this cadence has ${steps.length} steps. Clear that template first.` };
  }
  const covered = new Set(templates.map((t) => t.cadenceStep));
  return {
    ok: true,
    steps,
    addTemplatesFor: steps.filter((s) => !covered.has(s.step)).map((s) => s.step),
    removeTemplateIds: dropped.map((t) => t.id),
  };
}
