import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appDb } from '../../../../../src/data/db/app-db-instance';
import type { Client } from '../../../../../src/domain/clients/client-types';
import type { MeetingsSearch } from '../../../../../src/domain/meetings/meetings-search';
import { MeetingFiltersBar } from '../../../../../src/features/pipeline/components/meeting-filters-bar';

// The board's client filter (spec 2) reads the device's clients only when it
// is opened: until then it says it is reading them, never that no client has
// that name.

const client = (id: number, name: string) => ({ id, name, status: 'active', version: 1 }) as unknown as Client;

beforeEach(async () => {
  await Promise.all(appDb().tables.map((t) => t.clear()));
  await appDb().clients.bulkPut([client(1, 'Acme Corp'), client(2, 'Globex'), client(3, 'Initech')]);
  await appDb().meta.put({ key: 'firstSyncAt', value: Date.now() });
});
afterEach(() => vi.restoreAllMocks());

const pickerInput = () => screen.getAllByLabelText('Client').find((el) => el.tagName === 'INPUT')!;

function renderBar() {
  const onSearch = vi.fn<(patch: Partial<MeetingsSearch>) => void>();
  render(
    <MantineProvider env="test">
      <MeetingFiltersBar search={{}} onSearch={onSearch} withClient />
    </MantineProvider>,
  );
  return { onSearch, picker: pickerInput() };
}

describe("the board's client filter", () => {
  it('lists the clients once opened, narrows by the typed name, and filters by the chosen one', async () => {
    const { onSearch, picker } = renderBar();
    fireEvent.click(picker);
    await screen.findByRole('option', { name: 'Globex' });
    expect(screen.getByRole('option', { name: 'Acme Corp' })).toBeTruthy();

    // Typed by the user: Mantine takes a change to an unfocused input for autofill.
    pickerInput().focus();
    fireEvent.change(pickerInput(), { target: { value: 'zzz' } });
    await screen.findByText('No client by that name');

    fireEvent.change(pickerInput(), { target: { value: 'glo' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Globex' }));
    expect(onSearch).toHaveBeenCalledWith({ client: 2 });
  });

  it('says it is reading the clients while it reads them, not that none has that name', async () => {
    // The list's read never answers.
    vi.spyOn(appDb().clients, 'orderBy').mockReturnValue({ toArray: () => new Promise(() => {}) } as never);
    const { picker } = renderBar();
    fireEvent.click(picker);
    await screen.findByText('Reading your clients…');
    expect(screen.queryByText('No client by that name')).toBeNull();
  });

  it('before the first sync has ended, says the clients are still arriving', async () => {
    await appDb().clients.clear();
    await appDb().meta.delete('firstSyncAt');
    const { picker } = renderBar();
    fireEvent.click(picker);
    await waitFor(() => expect(screen.getByText('Your clients are still arriving…')).toBeTruthy());
  });
});
