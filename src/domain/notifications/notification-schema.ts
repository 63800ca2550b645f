import * as v from 'valibot';

export const notificationTypeSchema = v.object({
  iconClass: v.string(),
  backgroundColor: v.string(),
});

// Spec 3, user notification: readAt null means unread.
export const userNotificationSchema = v.object({
  id: v.number(),
  readAt: v.nullable(v.string()),
  version: v.number(),
  notification: v.object({
    text: v.string(),
    createdAt: v.string(),
    type: notificationTypeSchema,
  }),
});

export type UserNotification = v.InferOutput<typeof userNotificationSchema>;
