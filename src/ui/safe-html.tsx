import { Box } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { inlineHtmlPolicy, richTextPolicy } from '../domain/html/rich-text-policy';

// HTML from the server is shown only after DOMPurify: no scripts, no event
// handlers, no javascript: links. Links keep their text and target. The
// policies are the server's too (domain/html/rich-text-policy.ts).

export function sanitizeHtml(html: string, rich = false): string {
  return DOMPurify.sanitize(html, rich ? richTextPolicy : inlineHtmlPolicy) as string;
}

/** Inline HTML (a notification's text); `rich` for a written body (paragraphs, lists, headings) in a block. */
export function SafeHtml({ html, className, rich = false, testId }: { html: string; className?: string; rich?: boolean; testId?: string }) {
  const clean = useMemo(() => sanitizeHtml(html, rich), [html, rich]);
  if (rich) return <Box className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
  return <span className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
