import { AppDb } from './app-db';

let instance: AppDb | null = null;

/** The app's one mirror database (tests make their own AppDb). */
export function appDb(): AppDb {
  instance ??= new AppDb();
  return instance;
}
