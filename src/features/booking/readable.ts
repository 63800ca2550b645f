import type { CSSProperties } from 'react';

// WCAG AA (4.5:1) inside the booking form: Mantine's default error red
// (red.6) and the light orange alert titles fall short on white.
export const readableErrors = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties;

/** Badge styles: light badges keep their colour, the label reads in the text colour. */
export const readableBadgeStyles = { label: { color: 'var(--mantine-color-text)' } };

/** Alert styles: the title in the text colour, the alert's colour kept for its border and background. */
export const readableAlertStyles = { title: { color: 'var(--mantine-color-text)' } };
