import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appDb } from '../../../../../src/data/db/app-db-instance';
import { BookingModal } from '../../../../../src/features/booking/components/booking-modal';

// The modal's own behaviour (spec 4): closing resets every field. Every call
// fails as if offline, so the form opens from the (empty) mirror.
// jsdom has no FontFaceSet; the autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} }, configurable: true });
}

beforeEach(async () => {
  vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
  await appDb().meta.clear();
});
afterEach(() => vi.unstubAllGlobals());

function Host() {
  const [opened, setOpened] = useState(true);
  return (
    <MantineProvider env="test">
      <button type="button" onClick={() => setOpened(true)}>
        Open booking
      </button>
      <BookingModal opened={opened} onClose={() => setOpened(false)} />
    </MantineProvider>
  );
}

const emailField = () => screen.getByRole('textbox', { name: /^Prospect email/ });
const toggle = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;

// The whole form renders in jsdom: slow on a busy two-core machine.
const slow = { timeout: 15_000 };

describe('the booking modal', { timeout: 60_000 }, () => {
  it('asks before discarding typed input, then reopens with every field reset', async () => {
    render(<Host />);
    // The form appears a fieldset at a time: wait for the last one.
    await waitFor(() => toggle('Send client survey'), slow);
    fireEvent.change(emailField(), { target: { value: 'jane@initech.example' } });
    fireEvent.click(toggle('Send client survey'));
    fireEvent.click(toggle('Send meeting invite'));
    fireEvent.click(toggle('Add domain to client DNE'));
    expect(toggle('Send client survey').checked).toBe(false);
    // Unsent input is kept on the device meanwhile.
    await waitFor(async () => expect((await appDb().meta.get('booking-draft'))?.value).toBeDefined(), slow);

    fireEvent.click(screen.getByRole('button', { name: 'Close the booking' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard this booking?' }, slow);
    expect(confirm).toBeTruthy();
    // Keep editing: nothing lost.
    fireEvent.click(screen.getAllByRole('button', { name: 'Keep editing' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard this booking?' })).toBeNull(), slow);
    expect((emailField() as HTMLInputElement).value).toBe('jane@initech.example');

    fireEvent.click(screen.getByRole('button', { name: 'Close the booking' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }, slow));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^Prospect email/ })).toBeNull(), slow);

    fireEvent.click(screen.getByRole('button', { name: 'Open booking' }));
    await waitFor(() => toggle('Send client survey'), slow);
    expect((emailField() as HTMLInputElement).value).toBe('');
    expect(toggle('Send client survey').checked).toBe(true);
    expect(toggle('Send meeting invite').checked).toBe(true);
    expect(toggle('Add domain to client DNE').checked).toBe(true);
    expect(await appDb().meta.get('booking-draft')).toBeUndefined();
  });

  it('closes at once when nothing was typed', async () => {
    render(<Host />);
    // The form appears a fieldset at a time: wait for the last one.
    await waitFor(() => toggle('Send client survey'), slow);
    fireEvent.click(screen.getByRole('button', { name: 'Close the booking' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^Prospect email/ })).toBeNull(), slow);
    expect(screen.queryByRole('dialog', { name: 'Discard this booking?' })).toBeNull();
  });
});
