import type * as v from 'valibot';

// Checks valibot leaves to us (issue 17), run before a schema: valibot's
// object schemas take an array (`[]` for `{}`), its plain `object` drops
// unknown keys silently, and a NUL byte anywhere reaches PostgreSQL, which
// refuses it with a 500. Each problem is named by its dot path.

type Node = {
  type: string;
  wrapped?: Node;
  entries?: Record<string, Node>;
  item?: Node;
  options?: Node[];
};

const objectTypes = new Set(['object', 'strict_object', 'loose_object']);
const wrappers = new Set(['optional', 'nullable', 'nullish', 'exact_optional', 'non_optional', 'non_nullable', 'non_nullish', 'undefinedable']);

function unwrap(schema: Node): Node {
  let node = schema;
  while (wrappers.has(node.type) && node.wrapped) node = node.wrapped;
  return node;
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** The problems of `input` against `schema` that valibot would let through, by field. */
export function shapeProblems(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const problems: Record<string, string> = {};
  const visit = (node: Node | undefined, value: unknown, path: string) => {
    if (typeof value === 'string') {
      if (value.includes('\0')) problems[path || '_'] ??= 'This text contains a character that is not allowed.';
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const s = node ? unwrap(node) : undefined;
    if (Array.isArray(value)) {
      if (s && objectTypes.has(s.type)) {
        problems[path || '_'] ??= 'Send an object here, not a list.';
        return;
      }
      value.forEach((item, i) => visit(s?.type === 'array' ? s.item : undefined, item, join(path, i)));
      return;
    }
    const known = s && objectTypes.has(s.type) ? s.entries : undefined;
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\0')) problems[path || '_'] ??= 'A field name contains a character that is not allowed.';
      else if (known && !(key in known) && s?.type !== 'loose_object') problems[join(path, key)] ??= `Unknown field "${key.slice(0, 100)}".`;
      else visit(known?.[key], item, join(path, key));
    }
  };
  visit(schema as unknown as Node, input, '');
  return problems;
}
