import { connection } from '../sync/connection';
import { useStore } from './use-store';

/** Whether the server can be reached, as the sync engine last saw it (data/sync/connection.ts). */
export const useConnection = (): boolean => useStore(connection);
