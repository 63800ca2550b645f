import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeHtml } from '../../../src/ui/safe-html';

// Issue 20: a template's body is sanitised on the server when stored and
// again in the app when shown. These are the app's second pass, in the rich
// mode a template body is shown with (and the inline mode of notifications).

const dirty = [
  '<h2>Spring offer</h2>',
  '<p style="color:red;background:url(javascript:alert(0))" onclick="steal()">Hi {{first_name}}<script>alert(1)</script></p>',
  '<img src="x" onerror="alert(2)">',
  '<a href="javascript:alert(3)">click</a>',
  '<a href="https://example.com/pricing" target="_blank" rel="noopener">pricing</a>',
  '<ul><li><strong>one</strong></li><li><em>two</em></li></ul>',
  '<blockquote>quoted</blockquote>',
].join('');

/** The sanitised HTML, parsed again: what a browser would build from it. */
const parsed = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
};

describe('sanitizeHtml, rich mode (a template body)', () => {
  const clean = sanitizeHtml(dirty, true);
  const box = parsed(clean);

  it('drops scripts, event handlers, images with onerror, styles and javascript: links', () => {
    expect(clean).not.toMatch(/<script|alert\(1\)|onerror|onclick|javascript:|<img|style=/i);
    expect(box.querySelector('script, img, [style], [onclick], [onerror]')).toBeNull();
    // The javascript: link keeps its text and loses its address.
    const bad = [...box.querySelectorAll('a')].find((a) => a.textContent === 'click')!;
    expect(bad).toBeDefined();
    expect(bad.hasAttribute('href')).toBe(false);
  });

  it("keeps the rich text's allowed markup: headings, paragraphs, lists, emphasis, quotes, safe links", () => {
    expect(box.querySelector('h2')!.textContent).toBe('Spring offer');
    // The paragraph stays, without its style and handler, merge field intact.
    const p = box.querySelector('p')!;
    expect(p.textContent).toBe('Hi {{first_name}}');
    expect(p.attributes).toHaveLength(0);
    expect([...box.querySelectorAll('li')].map((li) => li.innerHTML)).toEqual(['<strong>one</strong>', '<em>two</em>']);
    expect(box.querySelector('blockquote')!.textContent).toBe('quoted');
    const link = [...box.querySelectorAll('a')].find((a) => a.textContent === 'pricing')!;
    expect(link.getAttribute('href')).toBe('https://example.com/pricing');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it('leaves clean rich text as it was', () => {
    const html = '<p>Hello <strong>{{first_name}}</strong> at <em>{{company}}</em>.</p><ol><li>one</li></ol>';
    expect(sanitizeHtml(html, true)).toBe(html);
  });
});

describe('sanitizeHtml, inline mode (a notification text)', () => {
  it('drops the same dangers, and the block markup a line does not hold', () => {
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/<script|onerror|onclick|javascript:|<img|style=/i);
    const box = parsed(clean);
    expect(box.querySelector('h2, blockquote')).toBeNull();
    expect(box.textContent).toContain('Spring offer');
    expect(box.querySelector('a[href="https://example.com/pricing"]')).not.toBeNull();
    // Inline links keep no target.
    expect(box.querySelector('a[target]')).toBeNull();
  });
});

describe('SafeHtml', () => {
  it('renders only the sanitised markup', () => {
    render(
      <MantineProvider>
        <SafeHtml html={dirty} rich testId="body" />
      </MantineProvider>,
    );
    const shown = screen.getByTestId('body');
    expect(shown.tagName).toBe('DIV');
    expect(shown.querySelector('script, img, [style], [onclick], [onerror], a[href^="javascript"]')).toBeNull();
    expect(shown.querySelector('h2')!.textContent).toBe('Spring offer');
    expect(shown.querySelector('p')!.textContent).toBe('Hi {{first_name}}');
  });
});
