export type ProspectNameParts = { firstName: string; lastName: string };

const words = (text: string | null | undefined) => (text ?? '').trim().split(/\s+/).filter(Boolean);

/**
 * Spec 5: first and last name are split from the stored full name on spaces:
 * the first word is the first name, the rest the last name. Extra spaces are
 * dropped; one word gives an empty last name.
 */
export function splitProspectName(fullName: string | null | undefined): ProspectNameParts {
  const [firstName = '', ...rest] = words(fullName);
  return { firstName, lastName: rest.join(' ') };
}

/** The full name stored on a meeting, from the form's first and last name. */
export function joinProspectName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return [...words(firstName), ...words(lastName)].join(' ');
}
