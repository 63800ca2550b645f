// What changed in a template since a reviewer's last feedback: a word diff
// of the texts (HTML reduced to its words), so the thread can show it.

export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string };

/** The words of an HTML body, tags as spaces and entities read. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d|\/blockquote)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/[ \t]+/g, ' ')
    .trim();
}

const words = (s: string) => s.split(/\s+/).filter(Boolean);

/**
 * A word-level diff (longest common subsequence). Long texts beyond the
 * table's budget fall back to "all removed, all added".
 */
export function diffWords(before: string, after: string): DiffPart[] {
  const a = words(before);
  const b = words(after);
  if (a.length * b.length > 4_000_000) return [...(a.length ? [{ kind: 'removed' as const, text: a.join(' ') }] : []), ...(b.length ? [{ kind: 'added' as const, text: b.join(' ') }] : [])];
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => Array.from({ length: b.length + 1 }, () => 0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  }
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], text: string) => {
    const last = parts[parts.length - 1];
    if (last?.kind === kind) last.text += ` ${text}`;
    else parts.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push('same', a[i]);
      i++;
      j++;
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) push('removed', a[i++]);
    else push('added', b[j++]);
  }
  while (i < a.length) push('removed', a[i++]);
  while (j < b.length) push('added', b[j++]);
  return parts;
}

/** True when the diff has any change. */
export const hasChanges = (parts: readonly DiffPart[]) => parts.some((p) => p.kind !== 'same');
