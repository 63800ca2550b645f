import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// HTML from the server is shown only after DOMPurify: no scripts, no event
// handlers, no javascript: links. Links keep their text and target.
const allowed = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span', 'ul', 'ol', 'li', 'code'],
  ALLOWED_ATTR: ['href', 'title'],
};

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, allowed);
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <span className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
