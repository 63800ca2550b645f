// How `email_or_domain` matches (spec 3, spec 7): with an @ in the middle it
// is an address or its beginning; otherwise (or written "@acme.com") a
// domain, which also covers its subdomains (acme.com finds mail.acme.com).

export type EmailOrDomainMatch = { kind: 'email'; prefix: string } | { kind: 'domain'; domain: string } | null;

export function emailOrDomainMatch(input: string): EmailOrDomainMatch {
  const term = input.trim().toLowerCase();
  if (!term || term === '@') return null;
  if (term.startsWith('@')) return { kind: 'domain', domain: term.slice(1) };
  if (term.includes('@')) return { kind: 'email', prefix: term };
  return { kind: 'domain', domain: term };
}

/** Search text as matched: lower-cased, inner spaces collapsed to one. */
export const searchPhrase = (input: string) => input.trim().toLowerCase().replace(/\s+/g, ' ');
