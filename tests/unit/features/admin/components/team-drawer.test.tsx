import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../../../src/domain/auth/me-schema';
import type { UserSummary } from '../../../../../src/domain/lookups/lookup-types';
import type { TeamDetail } from '../../../../../src/domain/teams/team-schema';
import { appDb } from '../../../../../src/data/db/app-db-instance';
import { TeamDrawer } from '../../../../../src/features/admin/components/team-drawer';

// Issue 22 asks for a confirmation before removing rights, and decision 0025
// counts leading a team as one: changing or removing a team's lead asks
// first; setting a lead on a team that had none does not. Every call is
// answered by a stubbed fetch that records what was sent.

const person = (id: number, name: string): UserSummary => ({
  id,
  name,
  email: `${name.split(' ')[0].toLowerCase()}@demo.test`,
  active: true,
  isGuest: false,
  roles: [],
  role: null,
  permissions: [],
  teamIds: [],
  startingCapacity: null,
});
const alice = person(21, 'Alice Lead');
const bob = person(22, 'Bob Next');

const manager: Me = {
  id: 1,
  name: 'Dana Director',
  email: 'dso@demo.test',
  isGuest: false,
  clientId: null,
  roles: [],
  permissions: ['manage-teams'],
  version: 1,
  mustSetPassword: false,
};

const teamWith = (teamLead: TeamDetail['teamLead']): TeamDetail => ({
  id: 5,
  name: 'Falcons',
  department: null,
  teamLead,
  slackWebhookUrl: null,
  memberIds: [],
  archived: false,
  version: 3,
});

let team: TeamDetail;
let patches: unknown[];

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(async () => {
  patches = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path === '/api/teams/5' && init.method === 'PATCH') {
        const body = JSON.parse(init.body as string) as { teamLead?: number | null };
        patches.push(body);
        const lead = body.teamLead === undefined ? team.teamLead : [alice, bob].find((u) => u.id === body.teamLead) ?? null;
        team = { ...team, teamLead: lead && { id: lead.id, name: lead.name }, version: team.version + 1 };
        return json(team);
      }
      if (path === '/api/teams/5') return json(team);
      if (path === '/api/teams/5/slack-posts') return json([]);
      throw new TypeError('Failed to fetch');
    }),
  );
  await appDb().lookups.put({ name: 'users', items: [alice, bob] });
});
afterEach(() => vi.unstubAllGlobals());

function open() {
  render(
    <MantineProvider env="test">
      <TeamDrawer teamId={5} me={manager} onClose={() => {}} onSaved={() => {}} />
    </MantineProvider>,
  );
}

// jsdom renders the whole drawer: slow on a busy two-core machine.
const slow = { timeout: 10_000 };

const leadField = () => screen.getByRole('combobox', { name: 'Team lead' }) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

/** The confirmation (the drawer is a dialog too). */
const asked = () => screen.queryByRole('dialog', { name: /team lead\?$/ });
/** Its Cancel button (its close button is named Cancel as well). */
const cancel = (dialog: HTMLElement) => fireEvent.click(within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1)!);

async function pickLead(name: string) {
  fireEvent.click(leadField());
  fireEvent.click(await screen.findByRole('option', { name }, slow));
  await waitFor(() => expect(leadField().value).toBe(name), slow);
}

describe('the team drawer', { timeout: 30_000 }, () => {
  it('asks before changing the lead; Cancel saves nothing, confirming saves the new lead', async () => {
    team = teamWith({ id: alice.id, name: alice.name });
    open();
    await waitFor(() => expect(leadField().value).toBe('Alice Lead'), slow);
    await pickLead('Bob Next');
    save();
    const dialog = await screen.findByRole('dialog', { name: 'Change the team lead?' }, slow);
    expect(dialog.textContent).toMatch(/Alice Lead will no longer lead Falcons; Bob Next will/);
    expect(patches).toEqual([]);

    cancel(dialog);
    await waitFor(() => expect(asked()).toBeNull());
    expect(patches).toEqual([]);
    expect(screen.queryByText('Saved.')).toBeNull();

    save();
    await screen.findByRole('dialog', { name: 'Change the team lead?' }, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Change and save' }));
    await screen.findByText('Saved.', {}, slow);
    expect(patches).toEqual([expect.objectContaining({ teamLead: bob.id })]);
  });

  it('asks before removing the lead; Cancel saves nothing', async () => {
    team = teamWith({ id: alice.id, name: alice.name });
    open();
    await waitFor(() => expect(leadField().value).toBe('Alice Lead'), slow);
    // The field's clear button (hidden from assistive technology, as Mantine makes it) leaves the team without a lead.
    fireEvent.click(leadField().closest('.mantine-Select-root')!.querySelector('button')!);
    await waitFor(() => expect(leadField().value).toBe(''));
    save();
    const dialog = await screen.findByRole('dialog', { name: 'Remove the team lead?' }, slow);
    expect(dialog.textContent).toMatch(/Alice Lead will no longer lead Falcons/);
    cancel(dialog);
    await waitFor(() => expect(asked()).toBeNull());
    expect(patches).toEqual([]);

    // Asked again and confirmed: one save, without a lead (so Cancel had sent nothing).
    save();
    await screen.findByRole('dialog', { name: 'Remove the team lead?' }, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Remove and save' }));
    await screen.findByText('Saved.', {}, slow);
    expect(patches).toEqual([expect.objectContaining({ teamLead: null })]);
  });

  it('does not ask when the lead stays', async () => {
    team = teamWith({ id: alice.id, name: alice.name });
    open();
    await waitFor(() => expect(leadField().value).toBe('Alice Lead'), slow);
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Falcons East' } });
    save();
    await screen.findByText('Saved.', {}, slow);
    expect(asked()).toBeNull();
    expect(patches).toEqual([expect.objectContaining({ name: 'Falcons East', teamLead: alice.id })]);
  });

  it('does not ask when a team that had no lead gets one', async () => {
    team = teamWith(null);
    open();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy(), slow);
    await pickLead('Bob Next');
    save();
    await screen.findByText('Saved.', {}, slow);
    expect(asked()).toBeNull();
    expect(patches).toEqual([expect.objectContaining({ teamLead: bob.id })]);
  });
});
