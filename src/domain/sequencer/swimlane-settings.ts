// The sequencer settings of a profile (spec 3: swimlanesEnabled,
// monthlyProspects, dayToAdd). Swimlanes add a number of prospects every
// month on one day: with them on, both are needed.

export type SwimlaneSettings = { swimlanesEnabled: boolean; monthlyProspects: number | null; dayToAdd: number | null };

export function swimlaneProblems(s: SwimlaneSettings): Partial<Record<'monthlyProspects' | 'dayToAdd', string>> {
  if (!s.swimlanesEnabled) return {};
  const out: Partial<Record<'monthlyProspects' | 'dayToAdd', string>> = {};
  if (s.monthlyProspects === null || s.monthlyProspects < 1) out.monthlyProspects = 'With swimlanes on, give the prospects to add each month.';
  if (s.dayToAdd === null) out.dayToAdd = 'With swimlanes on, give the day of the month to add them.';
  return out;
}
