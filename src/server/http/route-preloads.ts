/**
 * The files each screen of the app needs before it can render, named in the
 * page the server sends for it (decision 0043). Without them, the app's
 * first script asked for them itself: Vite's preload helper appended some
 * forty `<link rel="modulepreload">` to the page in the script's first task
 * (0.6 ms each on an idle desktop, 150 ms on a loaded one: four times that
 * on Lighthouse's phone), and their downloads only began once the first
 * script had arrived and run. Named in the page, the browser fetches them
 * beside that script, and the helper finds them (any link with the same
 * URL) and adds nothing.
 *
 * The build writes the table (`route-preloads.json`, vite.config.ts) from
 * the bundle; the server matches a page's path against it.
 */

/** One screen: its path as segments ('$…' matches any one segment) and what it loads. */
export type RoutePreload = { segments: string[]; scripts: string[]; styles: string[] };

export const routePreloadsFile = 'route-preloads.json';

/**
 * The path segments of a file route of TanStack Router's routes folder
 * (`_app/meetings.tsx`, `_app/content/$id.tsx`, `_app/admin/index.tsx`):
 * pathless layouts (`_app`) and `index` add no segment. `null` for the root.
 */
export function routeSegments(routeFile: string): string[] | null {
  const name = routeFile.replace(/\.tsx?$/, '');
  if (name === '__root') return null;
  return name.split('/').filter((s) => s !== 'index' && !s.startsWith('_'));
}

/** The route files a route file renders inside (`_app.tsx`, `_app/admin.tsx` for `_app/admin/users.tsx`). */
export function parentRouteFiles(routeFile: string, allFiles: readonly string[]): string[] {
  const parts = routeFile.replace(/\.tsx?$/, '').split('/');
  const parents: string[] = [];
  for (let i = 1; i < parts.length; i++) {
    const stem = parts.slice(0, i).join('/');
    const file = allFiles.find((f) => f.replace(/\.tsx?$/, '') === stem);
    if (file) parents.push(file);
  }
  return parents;
}

/**
 * The screen a path opens, as the router ranks them: a static segment wins
 * over a parameter (`/content/new` is the new-content screen, not content
 * number "new"). Trailing slashes are ignored.
 */
export function matchRoutePreload(path: string, table: readonly RoutePreload[]): RoutePreload | undefined {
  const parts = path.split('/').filter(Boolean);
  let best: { route: RoutePreload; params: number } | undefined;
  for (const route of table) {
    if (route.segments.length !== parts.length) continue;
    if (!route.segments.every((s, i) => s.startsWith('$') || s === decodeSegment(parts[i]))) continue;
    const params = route.segments.filter((s) => s.startsWith('$')).length;
    if (!best || params < best.params) best = { route, params };
  }
  return best?.route;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `html` with the screen's files named before `</head>` as low-priority
 * preloads, which only download:
 * as stylesheets (or at their default priority) they delayed the app
 * shell's first paint by a second on Lighthouse's slow line, whose
 * simulation counts them as blocking it. They are compiled when the app
 * imports them, as before. The app's `import()` takes each from the memory cache (same URL, same
 * credentials mode); Vite's helper adds only the stylesheets (two or three).
 */
export function withRoutePreloads(html: string, route: RoutePreload | undefined): string {
  if (!route) return html;
  const links = [
    ...route.styles.map((href) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${escapeAttribute(href)}">`),
    ...route.scripts.map((href) => `<link rel="preload" as="script" fetchpriority="low" crossorigin href="${escapeAttribute(href)}">`),
  ].join('');
  return html.replace('</head>', `${links}</head>`);
}
