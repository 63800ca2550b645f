import { render, screen, waitFor } from '@testing-library/react';
import Dexie, { type EntityTable } from 'dexie';
import { Suspense, use } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLiveQuery } from '../../../src/data/react/use-live-query';

type Item = { id: number; name: string };
type ItemsDb = Dexie & { items: EntityTable<Item, 'id'> };

const dbs: Dexie[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete();
});

function openDb(): ItemsDb {
  const db = new Dexie(`live-query-${Math.random()}`) as ItemsDb;
  db.version(1).stores({ items: 'id' });
  dbs.push(db);
  return db;
}

// What a name needs before it can be shown: known ones are ready, others
// wait until the test lets them through (as a lazy screen's code would).
const ready = (value: string) => Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
function gate() {
  let open = () => {};
  const promise = new Promise<string>((resolve) => (open = () => resolve('details of second')));
  return { promise, open };
}

describe('useLiveQuery', () => {
  it("renders a changed answer as a transition: what is shown stays until the new answer's screen is ready", async () => {
    const db = openDb();
    await db.items.put({ id: 1, name: 'first' });
    const second = gate();
    const needs: Record<string, Promise<string>> = { first: ready('details of first'), second: second.promise };
    const answers: string[] = [];

    function Details({ name }: { name: string }) {
      return <p>{use(needs[name])}</p>;
    }
    function Item() {
      const name = useLiveQuery(async () => {
        const item = await db.items.get(1);
        answers.push(item!.name);
        return item!.name;
      }, []);
      if (!name) return null;
      return (
        <Suspense fallback={<p>Loading…</p>}>
          <Details name={name} />
        </Suspense>
      );
    }

    render(<Item />);
    await screen.findByText('details of first');

    await db.items.put({ id: 1, name: 'second' });
    await waitFor(() => expect(answers).toContain('second'));
    // A blocking update would have replaced the shown details with the
    // fallback while the second's wait; a transition keeps them.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByText('details of first')).toBeTruthy();

    second.open();
    await screen.findByText('details of second');
  });

  it('gives the default until the first answer, then the answer', async () => {
    const db = openDb();
    await db.items.put({ id: 1, name: 'first' });
    function Name() {
      const name = useLiveQuery(() => db.items.get(1).then((item) => item?.name), [], 'none yet');
      return <span>{name}</span>;
    }
    const view = render(<Name />);
    expect(view.container.textContent).toBe('none yet');
    await waitFor(() => expect(view.container.textContent).toBe('first'));
    await db.items.put({ id: 1, name: 'renamed' });
    await waitFor(() => expect(view.container.textContent).toBe('renamed'));
  });
});
