import type { CadenceStep } from '../../domain/content/cadence';

// Demo cadences and template texts for the content seed.

export const demoCadences: { name: string; description: string; steps: CadenceStep[] }[] = [
  {
    name: 'Standard 5-touch (14 days)',
    description: 'Four emails and a call over two weeks.',
    steps: [
      { day: 0, channel: 'email' },
      { day: 3, channel: 'email' },
      { day: 5, channel: 'phone' },
      { day: 8, channel: 'email' },
      { day: 14, channel: 'email' },
    ],
  },
  {
    name: 'Short 3-email (7 days)',
    description: 'Three emails in a week, for warm lists.',
    steps: [
      { day: 0, channel: 'email' },
      { day: 2, channel: 'email' },
      { day: 7, channel: 'email' },
    ],
  },
  {
    name: 'Multi-channel 6-step (21 days)',
    description: 'Email, LinkedIn and phone, spread over three weeks.',
    steps: [
      { day: 0, channel: 'email' },
      { day: 1, channel: 'linkedin' },
      { day: 4, channel: 'email' },
      { day: 7, channel: 'phone' },
      { day: 12, channel: 'email' },
      { day: 21, channel: 'email' },
    ],
  },
];

export const demoSubjects = [
  '{{first_name}}, a quick idea for {{company}}',
  'Following up on my note',
  'Worth a 15-minute call?',
  'How teams like {{company}} book more meetings',
  'Should I close your file?',
  'One more thought, {{first_name}}',
];

export const demoBodies = [
  '<p>Hi {{first_name}},</p><p>I work with sales teams in {{industry}} who want more qualified meetings without adding headcount. Would it be worth a short call to see if we can help {{company}}?</p><p>Best,<br>{{sender_name}}</p>',
  '<p>Hi {{first_name}},</p><p>Circling back on my last email. Teams like yours usually see the first booked meetings within <strong>three weeks</strong>.</p><p>Open to a quick chat?</p><p>{{sender_name}}</p>',
  '<p>Call script: introduce {{sender_company}}, mention the note sent on day 1, ask about {{company}}\'s current outbound process.</p>',
  '<p>Hi {{first_name}},</p><ul><li>More meetings for your reps</li><li>No new hires</li><li>Reporting every week</li></ul><p>Does next Tuesday work for a call?</p><p>{{sender_name}}</p>',
  '<p>Hi {{first_name}},</p><p>I have not heard back, so I will assume now is not the right time. If that changes, just reply to this email.</p><p>All the best,<br>{{sender_name}}</p>',
  '<p>Connect on LinkedIn with a short note mentioning {{company}} and the email sent earlier.</p>',
];

export const demoFeedback = [
  'Could we make the opening line a bit warmer?',
  'Looks good to me.',
  'Please mention our new pricing page.',
  'The subject feels long; can we shorten it?',
  'Love the bullet points.',
];
