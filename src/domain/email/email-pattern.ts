// Spec 5: local part, @, domain, then a top-level part of 2 to 10 letters.
const emailPattern = /^[^\s@]+@(?:[^\s@.]+\.)+[A-Za-z]{2,10}$/;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

/** The domain of an address, lower-cased, or '' when there is none. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).trim().toLowerCase();
}
