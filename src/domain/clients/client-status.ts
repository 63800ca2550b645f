export const clientStatuses = ['active', 'onboarding', 'paused', 'churned'] as const;
export type ClientStatus = (typeof clientStatuses)[number];

/** Spec 4: active green, onboarding grey, paused yellow, anything else red. */
export function clientStatusColor(status: string): 'green' | 'gray' | 'yellow' | 'red' {
  switch (status.toLowerCase()) {
    case 'active':
      return 'green';
    case 'onboarding':
      return 'gray';
    case 'paused':
      return 'yellow';
    default:
      return 'red';
  }
}
