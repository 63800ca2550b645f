// The Assign tab: each rep's load against their capacity (decision 0029).

/** Clients that take a rep's time: active and onboarding ones. */
export const loadStatuses: readonly string[] = ['active', 'onboarding'];

/** A rep's load: their active and onboarding clients. */
export const repLoad = (clients: readonly { status: string }[]) => clients.filter((c) => loadStatuses.includes(c.status)).length;

export type LoadLevel = 'room' | 'near' | 'full' | 'over';

/** Room (under 80%), near (80% or more), full (at capacity), over. */
export function loadLevel(load: number, capacity: number): LoadLevel {
  if (load > capacity) return 'over';
  if (load === capacity) return 'full';
  return load >= capacity * 0.8 ? 'near' : 'room';
}

export const loadColors: Record<LoadLevel, 'teal' | 'yellow' | 'orange' | 'red'> = { room: 'teal', near: 'yellow', full: 'orange', over: 'red' };
