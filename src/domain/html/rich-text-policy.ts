// What HTML may hold when it is stored and when it is shown (DOMPurify's
// options, used by the server's sanitiser and by src/ui/safe-html.tsx): no
// scripts, no event handlers, no styles; links keep only safe addresses
// (DOMPurify's default URI rule drops javascript: and data: links).

/** Short HTML in a line (notification texts). */
export const inlineHtmlPolicy = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span', 'ul', 'ol', 'li', 'code'],
  ALLOWED_ATTR: ['href', 'title'],
};

/** Bodies written in the rich-text editor (email templates). */
export const richTextPolicy = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre', 'hr', 'span'],
  ALLOWED_ATTR: ['href', 'title', 'target', 'rel'],
};
