import { AppDb } from './app-db';

export type UpgradeState = 'ok' | 'outdated' | 'blocked';

let instance: AppDb | null = null;
let upgrade: UpgradeState = 'ok';
const listeners = new Set<() => void>();
const setUpgrade = (state: UpgradeState) => {
  upgrade = state;
  for (const l of listeners) l();
};

/** The app's one mirror database (tests make their own AppDb). */
export function appDb(): AppDb {
  if (!instance) {
    instance = new AppDb();
    // A newer release opened the database in another tab: this tab's schema
    // is outdated. Close so the upgrade can go on, and ask for a reload.
    instance.on('versionchange', () => {
      instance?.close();
      setUpgrade('outdated');
      return false;
    });
    // This tab brings a newer schema but an older tab still holds the
    // database open.
    instance.on('blocked', () => setUpgrade('blocked'));
  }
  return instance;
}

export const upgradeState = {
  get: () => upgrade,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
