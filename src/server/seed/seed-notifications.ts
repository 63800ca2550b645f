import type { Db } from '../db/client';
import { notifications, notificationTypes, userNotifications } from '../db/schema/notifications';
import type { People } from './seed-people';
import type { Random } from './random';
import type { SeededClient } from './seed-clients';

const types = [
  { name: 'meeting-booked', iconClass: 'icon-calendar-check', backgroundColor: '#2f9e44' },
  { name: 'task-due', iconClass: 'icon-phone', backgroundColor: '#1c7ed6' },
  { name: 'content-feedback', iconClass: 'icon-message', backgroundColor: '#f08c00' },
  { name: 'sync-failed', iconClass: 'icon-alert', backgroundColor: '#e03131' },
  { name: 'client-update', iconClass: 'icon-building', backgroundColor: '#7048e8' },
];

// A client's name may end in a period ("Vertex Co."): the sentence then ends with it.
const stop = (client: string) => (client.endsWith('.') ? '' : '.');

export const notificationTemplates: [string, (client: string, n: number) => string][] = [
  ['meeting-booked', (c) => `A meeting was booked for <strong>${c}</strong>${stop(c)} Check the pipeline for details.`],
  ['task-due', (c, n) => `You have <strong>${n} call tasks</strong> due today for ${c}${stop(c)}`],
  ['content-feedback', (c) => `The client left feedback on the <em>${c} Intro sequence</em>.`],
  ['sync-failed', (c) => `Outreach sync failed for <strong>${c}</strong>${stop(c)} <a href="/client/edit/1">Review the account</a>.`],
  ['client-update', (c) => `${c} moved to <strong>active</strong>.`],
];

/** Each staff demo user gets read and unread notifications; sdr more than 10 unread. */
export async function seedNotifications(db: Db, rnd: Random, people: People, clientList: SeededClient[]) {
  const typeRows = await db.insert(notificationTypes).values(types).returning();
  const typeId = (name: string) => typeRows.find((t) => t.name === name)!.id;
  const staffDemo = Object.entries(people.demo).filter(([email]) => email !== 'guest@demo.test');
  const now = Date.now();
  for (const [email, userId] of staffDemo) {
    const unread = email === 'sdr@demo.test' ? 14 : 3;
    const read = 5;
    for (let k = 0; k < unread + read; k++) {
      const [name, text] = rnd.pick(notificationTemplates);
      const [n] = await db
        .insert(notifications)
        .values({
          text: text(rnd.pick(clientList.slice(0, 12)).name, rnd.int(2, 9)),
          typeId: typeId(name),
          createdAt: new Date(now - k * 5 * 3_600_000 - rnd.int(0, 3_000_000)),
        })
        .returning();
      await db.insert(userNotifications).values({
        userId,
        notificationId: n.id,
        readAt: k < unread ? null : new Date(now - k * 3_600_000),
      });
    }
  }
}
