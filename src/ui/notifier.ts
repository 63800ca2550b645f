import { notifications } from '@mantine/notifications';

/**
 * The app's notifier: a call's outcome as a toast (spec 8's resource handler
 * tells the user through it; see data/http/resource-call.ts).
 */
export const appNotifier = {
  error: (message: string) => notifications.show({ color: 'red', title: 'Not saved', message }),
  success: (message: string) => notifications.show({ color: 'green', message }),
};
