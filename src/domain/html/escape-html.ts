/** Text made safe to place inside HTML (element content or a quoted attribute). */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
