import type { DOMPurify } from 'dompurify';
import { richTextPolicy } from '../../domain/html/rich-text-policy';

// Rich text is sanitised when it is stored (and again when shown, by
// src/ui/safe-html.tsx): DOMPurify over a jsdom window, the same library and
// policy as the browser's (decision 0024). jsdom loads on first use.
let purifier: Promise<DOMPurify> | null = null;

function loadPurifier(): Promise<DOMPurify> {
  purifier ??= Promise.all([import('jsdom'), import('dompurify')]).then(([{ JSDOM }, { default: createDOMPurify }]) =>
    createDOMPurify(new JSDOM('').window),
  );
  return purifier;
}

/** The HTML with everything outside the rich-text policy removed: scripts, event handlers, styles, javascript: links. */
export async function sanitizeRichText(html: string): Promise<string> {
  if (!html) return '';
  const purify = await loadPurifier();
  return purify.sanitize(html, { ...richTextPolicy, RETURN_TRUSTED_TYPE: false }) as string;
}
