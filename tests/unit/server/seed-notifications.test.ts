import { describe, expect, it } from 'vitest';
import { notificationTemplates } from '../../../src/server/seed/seed-notifications';

const visible = (html: string) => html.replace(/<[^>]+>/g, '');

describe('the seeded notification texts', () => {
  it('end a sentence once after a client name ending in a period ("Vertex Co.")', () => {
    for (const [name, text] of notificationTemplates) {
      const shown = visible(text('Vertex Co.', 3));
      expect(shown, name).not.toMatch(/\.\./);
      expect(shown, name).toContain('Vertex Co.');
      expect(shown.trimEnd(), name).toMatch(/\.$/);
    }
  });

  it('still end with a period after a name without one', () => {
    expect(visible(notificationTemplates.find(([n]) => n === 'task-due')![1]('Acme Corp', 4))).toBe('You have 4 call tasks due today for Acme Corp.');
    expect(visible(notificationTemplates.find(([n]) => n === 'meeting-booked')![1]('Vertex Co.', 4))).toBe('A meeting was booked for Vertex Co. Check the pipeline for details.');
  });
});
