// Path prefixes answered by the API server. Spec section 7 places several
// calls outside /api; a browser navigation under one of these that no API
// route matches still gets the app shell (e.g. /meeting/new).
export const apiPrefixes = [
  '/api',
  '/me',
  '/notification-user',
  '/filter',
  '/sequence-performance',
  '/meeting',
  '/meeting-scoreboard',
  '/dne',
  '/outreach',
  '/sequencer',
] as const;

export const isApiPath = (path: string) => apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
