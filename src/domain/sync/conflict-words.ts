/** How long a value may be in a conflict's words: a template's HTML body would fill the panel. */
const shownMax = 60;
/** How much of what both sides share is kept before the first difference. */
const lead = 20;

const asText = (value: unknown): string =>
  typeof value === 'string' ? value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim() : (JSON.stringify(value) ?? String(value));

/** Up to `shownMax` characters from `from`, marked where cut. */
function window(text: string, from: number): string {
  const start = Math.max(0, from);
  const end = start + shownMax - (start > 0 ? 1 : 0);
  return `${start > 0 ? '…' : ''}${text.slice(start, end - (end < text.length ? 1 : 0))}${end < text.length ? '…' : ''}`;
}

/** Mine and theirs as text, each from a little before where they first differ (a long body changed at its end shows its end). */
function excerpts(mine: unknown, theirs: unknown): [string, string] {
  const a = asText(mine);
  const b = asText(theirs);
  let same = 0;
  while (same < a.length && same < b.length && a[same] === b[same]) same++;
  const from = same > lead ? same - lead : 0;
  return [window(a, from), window(b, from)];
}

/**
 * What a conflicting edit changes that the server's row now holds otherwise,
 * field by field ('subject: yours "Hi", theirs "Hello"'), for the sync
 * panel's keep mine / take theirs. `changes` is the edit's patch (a mirrored
 * record) or its body (a record that is not mirrored, e.g. a content
 * template); null when nothing differs or the server sent no row.
 */
export function conflictWords(changes: unknown, current: unknown): string | null {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return null;
  if (!current || typeof current !== 'object') return null;
  const server = current as Record<string, unknown>;
  const diffs = Object.entries(changes as Record<string, unknown>)
    .filter(([k, v]) => k in server && JSON.stringify(server[k]) !== JSON.stringify(v))
    .map(([k, v]) => {
      const [yours, theirs] = excerpts(v, server[k]);
      return `${k}: yours "${yours}", theirs "${theirs}"`;
    });
  return diffs.length ? diffs.join('; ') : null;
}
