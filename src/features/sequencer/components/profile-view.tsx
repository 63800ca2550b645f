import { Alert, Button, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../data/http/transport-error';
import { can } from '../../../domain/access/permissions';
import type { Me } from '../../../domain/auth/me-schema';
import { formatCount } from '../../../domain/format/count-format';
import { criteriaFields } from '../../../domain/sequencer/profile-criteria';
import { profileProspectRange } from '../../../domain/sequencer/profile-size';
import type { ProfileStatus } from '../../../domain/sequencer/profile-statuses';
import type { SequenceProfile } from '../../../domain/sequencer/profile-types';
import { countMismatchedLeads } from '../commands/count-mismatched-leads';
import { saveProfile } from '../commands/save-profile';
import { useClientOutreach } from '../hooks/use-client-outreach';
import { useProfileStatuses } from '../hooks/use-profile-list';
import { formFromProfile, useProfileForm } from '../hooks/use-profile-form';
import { useProfileTeam } from '../hooks/use-profile-team';
import { useSequencerLookups } from '../hooks/use-sequencer-lookups';
import { ArmorAlert } from './armor-alert';
import { InlineName } from './inline-name';
import { LogsPanel } from './logs-panel';
import { MismatchModal } from './mismatch-modal';
import { NotesPanel } from './notes-panel';
import { ProfileEditor } from './profile-editor';
import { ProfileHeader } from './profile-header';
import { RemovalsPanel } from './removals-panel';
import { SwimlaneSettings } from './swimlane-settings';
import { ProfileSync } from './profile-sync';

type Props = {
  me: Me;
  profile: SequenceProfile;
  fromCache: boolean;
  /** The device's copy, shown while the fresh answer is asked: edits wait for it (they need its version). */
  refreshing: boolean;
  online: boolean;
  refresh: () => void;
  onClone: () => void;
  bookButton: React.ReactNode;
};

/** /sequencer/profile/{id}: view mode; Edit switches to edit mode for those allowed (spec 2, 6). */
export function ProfileView({ me, profile, fromCache, refreshing, online, refresh, onClone, bookButton }: Props) {
  const canEdit = can(me, 'sequencer-edit');
  const canSettings = can(me, 'sequencer-settings-edit');
  const blocked = !online
    ? 'Needs a connection: you are offline.'
    : refreshing
      ? 'Waits for the latest copy of the profile.'
      : fromCache
        ? 'Needs a connection: this is a saved copy.'
        : null;
  const [editing, setEditing] = useState(false);
  const formApi = useProfileForm(formFromProfile(profile));
  const { form, dispatch } = formApi;
  const lookups = useSequencerLookups(profile.client.id);
  const outreach = useClientOutreach(profile.client.id, profile.version);
  const statuses = useProfileStatuses();
  const team = useProfileTeam(profile.client.team?.id ?? null, profile.client.id, profile.id);
  const [asking, setAsking] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // For the bench: when a profile first shows with its controls (the fresh answer, not the copy shown meanwhile).
  useEffect(() => {
    if (!refreshing && !performance.getEntriesByName('sequencer-profile-shown').length) performance.mark('sequencer-profile-shown');
  }, [refreshing]);

  // A new answer from the server is what view mode shows, and where an edit starts.
  useEffect(() => {
    if (!editing) dispatch({ type: 'reset', form: formFromProfile(profile) });
  }, [profile, editing, dispatch]);

  const patch = async (body: Parameters<typeof saveProfile>[2]) => {
    setError(null);
    try {
      const saved = await saveProfile(profile.id, profile.version, body);
      refresh();
      return saved;
    } catch (e) {
      setError(errorMessage(e));
      refresh();
      throw e;
    }
  };
  const save = async (removeMismatchedLeads: boolean) => {
    setAsking(null);
    setBusy(true);
    try {
      const criteria = Object.fromEntries(criteriaFields.map((f) => [f, form.criteria[f]]));
      const saved = await patch({ name: form.name.trim(), status: form.status, outreachDetails: form.pairs, sfdcProjectId: form.sfdcProjectId.trim() || null, ...criteria, removeMismatchedLeads });
      setEditing(false);
      notifications.show({ color: 'green', title: 'Profile saved', message: saved.removedLeads ? `${formatCount(saved.removedLeads)} mismatched leads removed.` : 'Your changes are saved.' });
    } catch {
      // shown by patch
    } finally {
      setBusy(false);
    }
  };
  const askThenSave = async () => {
    setError(null);
    try {
      const mismatched = await countMismatchedLeads(profile.id, form.criteria);
      if (mismatched > 0) setAsking(mismatched);
      else await save(false);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const editable = editing && canEdit && !blocked;
  const name = editing ? (
    <TextInput label="Profile name" value={form.name} onChange={(e) => dispatch({ type: 'name', name: e.currentTarget.value })} maxLength={200} w={360} />
  ) : (
    <InlineName name={profile.name} onSave={canEdit && !blocked ? async (n) => void (await patch({ name: n })) : null} />
  );
  const actions = (
    <>
      {bookButton}
      {canEdit && !editing && (
        <>
          <Button variant="default" onClick={onClone} disabled={blocked !== null}>
            Clone
          </Button>
          <Button onClick={() => setEditing(true)} disabled={blocked !== null}>
            Edit
          </Button>
        </>
      )}
      {editing && (
        <>
          <Button variant="default" onClick={() => setEditing(false)}>
            Cancel
          </Button>
          <Button onClick={() => void askThenSave()} loading={busy} disabled={blocked !== null || !form.name.trim()}>
            Save profile
          </Button>
        </>
      )}
    </>
  );
  const counts = { pending: profile.pendingCount, active: profile.activeCount, failed: profile.failedCount };
  return (
    <Stack gap="md">
      <ArmorAlert notice={form.armorNotice} />
      <ProfileHeader
        client={profile.client}
        teamName={profile.client.team?.name ?? null}
        team={team}
        counts={counts}
        range={editing ? profileProspectRange(form.pairs.length) : { min: profile.minProspectsCount, max: profile.maxProspectsCount }}
        status={editing ? form.status : profile.status}
        statuses={statuses}
        onStatus={
          !canEdit || blocked ? null : editing ? (s: ProfileStatus) => dispatch({ type: 'status', status: s }) : (s: ProfileStatus) => void patch({ status: s }).catch(() => undefined)
        }
        name={name}
        actions={actions}
      />
      {refreshing && (
        <Text size="sm" c="gray.7" role="status" data-testid="refreshing-copy">
          This device&apos;s last copy: loading the latest…
        </Text>
      )}
      {canEdit && blocked && !refreshing && (
        <Text size="sm" c="gray.7" data-testid="needs-connection">
          Editing, cloning and syncing need a connection. Notes can be added offline and are sent when you are back.
        </Text>
      )}
      {error && (
        <Alert color="red" title="Not saved" role="alert">
          {error}
        </Alert>
      )}
      <ProfileEditor
        formApi={formApi}
        lookups={lookups}
        sequences={outreach.sequences}
        mailboxes={outreach.mailboxes}
        editable={editable}
        profileId={profile.id}
        pairRows={profile.outreachDetails.map((p) => ({ sequence: p.outreachSequence.name, mailbox: p.mailbox.email, status: p.mailbox.status }))}
        pairsFooter={!editing && <ProfileSync profile={profile} blocked={!canEdit ? 'Syncing is for sequencer editors.' : blocked} refresh={refresh} />}
        aside={<SwimlaneSettings key={profile.version} profile={profile} canEdit={canSettings} blocked={blocked} onSaved={refresh} />}
      />
      <Tabs defaultValue="notes" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="notes">Notes</Tabs.Tab>
          <Tabs.Tab value="logs">Logs</Tabs.Tab>
          <Tabs.Tab value="removals">Removals</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="notes" pt="sm">
          <NotesPanel profile={profile} me={{ id: me.id, isSuperAdmin: me.permissions.includes('super-admin') }} canEdit={canEdit} online={online} />
        </Tabs.Panel>
        <Tabs.Panel value="logs" pt="sm">
          <LogsPanel profileId={profile.id} epoch={profile.version} />
        </Tabs.Panel>
        <Tabs.Panel value="removals" pt="sm">
          <RemovalsPanel profileId={profile.id} epoch={profile.version} />
        </Tabs.Panel>
      </Tabs>
      {asking !== null && <MismatchModal count={asking} onChoose={(remove) => void save(remove)} onClose={() => setAsking(null)} />}
    </Stack>
  );
}

