import type { OutreachState } from './content-types';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/**
 * What the last sync or upload read from Outreach, in words: its steps, and
 * which of ours differ there by step number (a count alone leaves the
 * reader hunting for them).
 */
export function outreachStateSummary(state: OutreachState, templates: readonly { id: number; cadenceStep: number }[]): string {
  const head = `Outreach has ${state.stepCount} ${plural(state.stepCount, 'step', 'steps')} (${state.enabled ? 'active' : 'paused'})`;
  const ids = state.differingTemplateIds;
  if (!ids.length) return `${head}; every template matches.`;
  const steps = [...new Set(templates.filter((t) => ids.includes(t.id)).map((t) => t.cadenceStep))].sort((a, b) => a - b);
  // Templates deleted here since the sync are counted, not named.
  const unnamed = ids.filter((id) => !templates.some((t) => t.id === id)).length;
  const parts = [
    ...(steps.length ? [`${plural(steps.length, 'step', 'steps')} ${steps.join(', ')}`] : []),
    ...(unnamed ? [`${unnamed} ${plural(unnamed, 'template', 'templates')} no longer here`] : []),
  ];
  return `${head}; different there: ${parts.join(' and ')}.`;
}
