import type { ScreenHeading } from '../../domain/screens/screen-headings';
import { escapeHtml } from '../../domain/html/escape-html';

/** Where index.html takes a screen's heading, inside the frame painted before the code. */
const marker = '<!--screen-heading-->';

/**
 * `html` with the screen's heading painted in its frame (index.html styles
 * `.shell-heading` as the app draws it). React replaces the whole frame on
 * its first render.
 */
export function withScreenHeading(html: string, heading: ScreenHeading | undefined): string {
  if (!heading) return html;
  const lead = heading.lead ? `<p>${escapeHtml(heading.lead)}</p>` : '';
  return html.replace(marker, `<div class="shell-heading"><h1>${escapeHtml(heading.title)}</h1>${lead}</div>`);
}
