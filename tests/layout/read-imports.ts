export type ImportStatement = { specifier: string; line: number; typeOnly: boolean };

/**
 * Blanks out comments and the insides of string literals, keeping every
 * offset and newline, so import-like text in a comment or a string is never
 * read as an import. A quote that is not closed on its line (a quote in a
 * regular expression) ends at the newline, so a mistake stays on one line.
 */
export function maskSource(text: string): string {
  const out = text.split('');
  let i = 0;
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? text.length : end;
      blank(i, stop);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      blank(i, stop);
      i = stop;
    } else if (c === "'" || c === '"' || c === '`') {
      let k = i + 1;
      while (k < text.length && text[k] !== c && (c === '`' || text[k] !== '\n')) k += text[k] === '\\' ? 2 : 1;
      blank(i + 1, Math.min(k, text.length));
      i = k + 1;
    } else {
      i++;
    }
  }
  return out.join('');
}

// On masked text: a string literal is its quotes around blanks.
const staticImport = /(?<![\w$.])(import|export)(\s+type(?=[\s{*]))?\s*[\w$*{}\s,]*?\s*(?<![\w$])from\s*(['"])(\s*)\3/g;
const bareImport = /(?<![\w$.])import\s*(['"])(\s*)\1/g;
const dynamicImport = /(?<![\w$.])(typeof\s+)?import\s*\(\s*(['"])(\s*)\2\s*\)/g;

/** Every static, side-effect and literal dynamic import of a TypeScript file. */
export function readImports(text: string): ImportStatement[] {
  const masked = maskSource(text);
  const found: (ImportStatement & { at: number })[] = [];
  const add = (match: RegExpExecArray, quoteGroup: number, typeOnly: boolean) => {
    const start = match.index + match[0].lastIndexOf(match[quoteGroup] + match[quoteGroup + 1] + match[quoteGroup]) + 1;
    const specifier = text.slice(start, start + match[quoteGroup + 1].length);
    const line = text.slice(0, start).split('\n').length;
    found.push({ specifier, line, typeOnly, at: start });
  };
  for (const m of masked.matchAll(staticImport)) add(m, 3, Boolean(m[2]));
  for (const m of masked.matchAll(bareImport)) add(m, 1, false);
  for (const m of masked.matchAll(dynamicImport)) add(m, 2, Boolean(m[1]));
  return found.sort((a, b) => a.at - b.at).map(({ at: _at, ...rest }) => rest);
}
