import { describe, expect, it } from 'vitest';
import { matchRoutePreload, parentRouteFiles, routeSegments, withRoutePreloads, type RoutePreload } from '../../../src/server/http/route-preloads';

const files = ['__root.tsx', '_app.tsx', '_app/meetings.tsx', '_app/admin.tsx', '_app/admin/index.tsx', '_app/admin/users.tsx', '_app/content/$id.tsx', '_app/content/new.tsx', '_app/index.tsx', 'sign-in.tsx'];
const route = (path: string): RoutePreload => ({ segments: path.split('/').filter(Boolean), scripts: [`/assets${path === '/' ? '/home' : path}.js`], styles: [] });

describe('route preloads', () => {
  it('reads a route file as TanStack Router does: pathless layouts and index add no segment', () => {
    expect(routeSegments('__root.tsx')).toBeNull();
    expect(routeSegments('_app/meetings.tsx')).toEqual(['meetings']);
    expect(routeSegments('_app/admin/index.tsx')).toEqual(['admin']);
    expect(routeSegments('_app/content/$id.tsx')).toEqual(['content', '$id']);
    expect(routeSegments('_app/index.tsx')).toEqual([]);
    expect(routeSegments('sign-in.tsx')).toEqual(['sign-in']);
  });

  it('finds the layouts a screen renders in', () => {
    expect(parentRouteFiles('_app/admin/users.tsx', files)).toEqual(['_app.tsx', '_app/admin.tsx']);
    expect(parentRouteFiles('_app/content/new.tsx', files)).toEqual(['_app.tsx']);
    expect(parentRouteFiles('sign-in.tsx', files)).toEqual([]);
  });

  it('matches a path to its screen, a static segment before a parameter, and nothing to an unknown path', () => {
    const table = ['/meetings', '/admin', '/admin/users', '/content/$id', '/content/new', '/'].map(route);
    expect(matchRoutePreload('/meetings', table)?.scripts).toEqual(['/assets/meetings.js']);
    expect(matchRoutePreload('/meetings/', table)?.scripts).toEqual(['/assets/meetings.js']);
    expect(matchRoutePreload('/content/new', table)?.scripts).toEqual(['/assets/content/new.js']);
    expect(matchRoutePreload('/content/42', table)?.scripts).toEqual(['/assets/content/$id.js']);
    expect(matchRoutePreload('/', table)?.scripts).toEqual(['/assets/home.js']);
    expect(matchRoutePreload('/admin/users/7', table)).toBeUndefined();
    expect(matchRoutePreload('/nowhere', table)).toBeUndefined();
  });

  it('names the files as low-priority preloads before </head>, escaped, and leaves the page alone for no screen', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(withRoutePreloads(html, undefined)).toBe(html);
    const page = withRoutePreloads(html, { segments: [], scripts: ['/assets/a"b.js'], styles: ['/assets/c.css'] });
    expect(page).toBe(
      '<html><head><title>x</title>' +
        '<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/c.css">' +
        '<link rel="preload" as="script" fetchpriority="low" crossorigin href="/assets/a&quot;b.js">' +
        '</head><body></body></html>',
    );
  });
});
