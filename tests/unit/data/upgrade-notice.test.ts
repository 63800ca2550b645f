import { describe, expect, it } from 'vitest';
import { AppDb, appDbName, schemaVersions } from '../../../src/data/db/app-db';
import { appDb, upgradeState } from '../../../src/data/db/app-db-instance';

describe('a newer schema opened in another tab', () => {
  it('closes this tab’s database and asks for a reload', async () => {
    await appDb().open();
    expect(upgradeState.get()).toBe('ok');
    const last = schemaVersions[schemaVersions.length - 1];
    const merged = Object.assign({}, ...schemaVersions.map((v) => v.stores)) as Record<string, string>;
    const newer = new AppDb(appDbName, [...schemaVersions, { version: last.version + 1, stores: { clients: `${merged.clients}, sendDate` } }]);
    await newer.open();
    expect(upgradeState.get()).toBe('outdated');
    expect(appDb().isOpen()).toBe(false);
    newer.close();
  });
});
