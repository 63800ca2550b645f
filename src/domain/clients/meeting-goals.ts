import * as v from 'valibot';

/** A client's meeting goal for one month (GET /api/clients/{id}/meeting-goals). */
export const meetingGoalSchema = v.object({ id: v.number(), clientId: v.number(), month: v.string(), goal: v.number() });
export type MeetingGoal = v.InferOutput<typeof meetingGoalSchema>;

export const meetingGoalMax = 10_000;

const month = v.pipe(v.string('Month must be YYYY-MM.'), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be YYYY-MM.'));
const goal = v.pipe(
  v.number('A goal is a whole number of meetings.'),
  v.integer('A goal is a whole number of meetings.'),
  v.minValue(0, 'A goal cannot be negative.'),
  v.maxValue(meetingGoalMax, `A goal is at most ${meetingGoalMax.toLocaleString('en-US')} meetings.`),
);

/**
 * POST /api/clients/{id}/meeting-goals {goals: [{month, goal}]}: each month
 * sent is set (created or updated); months not sent stay as they are.
 */
export const meetingGoalsSchema = v.strictObject({
  goals: v.pipe(
    v.array(v.strictObject({ month, goal }), 'goals must be a list of {month, goal}.'),
    v.minLength(1, 'Send at least one goal.'),
    v.maxLength(120, 'At most 120 months at once.'),
    v.check((list) => new Set(list.map((g) => g.month)).size === list.length, 'Each month appears once.'),
  ),
});

export type MeetingGoalsInput = v.InferOutput<typeof meetingGoalsSchema>;

/** The month after the last one listed (or this month), to add a goal for. */
export function nextGoalMonth(goals: readonly Pick<MeetingGoal, 'month'>[], thisMonth: string): string {
  const last = [...goals.map((g) => g.month), thisMonth].sort().at(-1)!;
  if (!goals.length) return thisMonth;
  const [y, m] = last.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}
