import { Alert, Checkbox, Fieldset, Loader, Select, SimpleGrid, Text } from '@mantine/core';
import { findMailbox, mailboxOptions } from '../../../domain/meetings/booking-options';
import { formatRecentMoment } from '../../../domain/time/short-dates';
import type { BookingFlow } from '../hooks/use-booking-flow';

const loading = <Loader size="xs" aria-hidden="true" />;

/** Client, meeting type, rep, and the client's inbox and mailbox (issue 4). */
export function BookingClientFields({ flow }: { flow: BookingFlow }) {
  const { values, errors, act, clients, reps, clientData, busy } = flow;
  const dropdowns = clientData.dropdowns;
  const inboxes = mailboxOptions(dropdowns.data?.inboxes);
  const mailboxes = mailboxOptions(dropdowns.data?.sendingMailboxes);
  const inbox = findMailbox(dropdowns.data?.inboxes, values.schedulingInbox);
  const mailbox = findMailbox(dropdowns.data?.sendingMailboxes, values.outreachMailbox);
  const types = clientData.info?.meetingTypes ?? [];
  const noClient = values.client === null;
  const statusesAsOf = clientData.statusesAsOf;
  const accountsMissing = !noClient && !dropdowns.loading && !dropdowns.data;

  return (
    <Fieldset legend="Client and accounts" disabled={busy}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Select<number>
          label="Client"
          withAsterisk
          allowDeselect={false}
          searchable
          openOnFocus={false}
          placeholder={clients.loading ? 'Loading clients…' : 'Choose a client'}
          rightSection={clients.loading ? loading : undefined}
          nothingFoundMessage={clients.clients.length ? 'No client has that name' : 'No client can be booked for yet'}
          // Thousands of clients: the list shows the first hundred that match what is typed.
          limit={100}
          data={clients.clients.map((c) => ({ value: c.id, label: c.name }))}
          value={values.client}
          onChange={(client) => act({ type: 'client', client })}
          error={errors.client}
          description={clients.source === 'device' && !clients.loading ? 'Offline: clients as last synced to this device.' : undefined}
        />
        <Select<number>
          label="Rep who booked it"
          withAsterisk
          allowDeselect={false}
          searchable
          openOnFocus={false}
          placeholder={reps.loading ? 'Loading reps…' : 'Choose a rep'}
          nothingFoundMessage="No rep has that name"
          limit={100}
          data={reps.reps.map((r) => ({ value: r.id, label: r.id === reps.me?.id ? `${r.name} (you)` : r.name }))}
          value={values.sdr}
          onChange={(sdr) => act({ type: 'set', patch: { sdr } })}
          error={errors.sdr}
        />
        <Select<number>
          label="Meeting type"
          withAsterisk
          allowDeselect={false}
          disabled={noClient}
          placeholder={noClient ? 'Choose a client first' : clientData.loading && !types.length ? 'Loading meeting types…' : 'Choose a type'}
          rightSection={!noClient && clientData.loading && !types.length ? loading : undefined}
          nothingFoundMessage="This client has no meeting types"
          data={types.map((t) => ({ value: t.id, label: `${t.name} (${t.durationMinutes} min.)` }))}
          value={values.meetingType}
          onChange={(meetingType) => act({ type: 'meeting-type', meetingType, durationMinutes: flow.durationOf(meetingType) })}
          error={errors.meetingType}
          description={clientData.infoSource === 'device' && !flow.online ? 'Offline: this client’s meeting types as last synced to this device.' : undefined}
        />
        <Select<number>
          label="Scheduling inbox"
          withAsterisk
          allowDeselect={false}
          disabled={noClient || !inboxes.length}
          placeholder={noClient ? 'Choose a client first' : dropdowns.loading ? 'Loading inboxes…' : inboxes.length ? 'Choose an inbox' : 'No scheduling inbox'}
          rightSection={dropdowns.loading || flow.inboxStatus === 'loading' ? loading : undefined}
          data={inboxes}
          value={values.schedulingInbox}
          onChange={(id) => void flow.chooseInbox(id)}
          error={errors.schedulingInbox ?? (inbox?.status === 'disconnected' && values.sendMeetingInvite ? 'This inbox is disconnected from Gmail: the invite cannot be sent from it.' : undefined)}
          description={
            flow.inboxStatus === 'cached'
              ? 'Offline: title prefix, time zone and survey recipients as last loaded on this device.'
              : flow.inboxStatus === 'unavailable'
                ? 'Could not load this inbox’s details: fill in the title, time zone and survey recipients yourself.'
                : undefined
          }
        />
        <Select<number>
          label="Sending mailbox (Outreach)"
          disabled={noClient || values.noSendingMailbox || !mailboxes.length}
          placeholder={
            values.noSendingMailbox ? 'No sending mailbox' : noClient ? 'Choose a client first' : dropdowns.loading ? 'Loading mailboxes…' : mailboxes.length ? 'Choose a mailbox' : 'No sending mailbox'
          }
          data={mailboxes}
          value={values.noSendingMailbox ? null : values.outreachMailbox}
          onChange={(outreachMailbox) => act({ type: 'set', patch: { outreachMailbox } })}
          error={errors.outreachMailbox ?? (mailbox?.status === 'disconnected' ? 'This mailbox is disconnected in Outreach.' : undefined)}
        />
        <Checkbox
          mt={{ base: 0, sm: 30 }}
          label="No sending mailbox"
          checked={values.noSendingMailbox}
          onChange={(e) => act({ type: 'set', patch: { noSendingMailbox: e.currentTarget.checked } })}
        />
      </SimpleGrid>
      {!noClient && statusesAsOf && (
        // Issue 16: statuses read from this device's mirror say how old they are.
        <Text size="sm" c="dimmed" mt="xs" data-testid="booking-statuses-as-of">
          Inbox and mailbox statuses as of {formatRecentMoment(statusesAsOf)}, may have changed.
        </Text>
      )}
      {accountsMissing && (
        <Alert color="orange" mt="sm" title="This client’s inboxes are not on this device" role="status">
          <Text size="sm">
            {dropdowns.offline
              ? 'You are offline and this client’s scheduling inboxes were never loaded here. Connect once with this client chosen, then it works offline too.'
              : dropdowns.error}
          </Text>
        </Alert>
      )}
    </Fieldset>
  );
}
