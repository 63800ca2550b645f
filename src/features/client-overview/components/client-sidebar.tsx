import { Anchor, Divider, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { clientStatusColor } from '../../../domain/clients/client-status';
import type { Client } from '../../../domain/clients/client-types';
import { prospectRange } from '../../../domain/clients/prospect-range';
import { formatSendDate } from '../../../domain/clients/send-date';
import { formatCount } from '../../../domain/format/count-format';
import { StatusBadge } from '../../../ui/status-badge';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="gray.7" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </div>
  );
}

const notSet = (
  <Text span size="sm" c="gray.7">
    Not set
  </Text>
);

/** The overview's details panel (spec 2): status, industry, dates, outreach pairs and prospect range, contact, team. */
export function ClientSidebar({ client }: { client: Client }) {
  const range = prospectRange(client.outreachPairsCount);
  const contact = client.contact;
  const place = contact ? [contact.address, contact.city, [contact.state, contact.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '';
  return (
    <Stack gap="sm" data-testid="client-sidebar">
      <dl className="client-details-list">
        <Detail label="Status">
          <StatusBadge color={clientStatusColor(client.status)} testId="client-status">
            {client.status}
          </StatusBadge>
        </Detail>
        <Detail label="Industry">{client.industry ?? notSet}</Detail>
        <Detail label="Send date">{formatSendDate(client.sendDate) || notSet}</Detail>
        <Detail label="Onboarding date">{client.onboardingDate ?? notSet}</Detail>
        <Detail label="Outreach pairs">{formatCount(client.outreachPairsCount)}</Detail>
        <Detail label="Prospect range">
          <span data-testid="prospect-range">
            {formatCount(range.min)} to {formatCount(range.max)}
          </span>
        </Detail>
      </dl>
      <Divider />
      {/* h2 under the page's h1 (axe heading-order), small as before. */}
      <Title order={2} size="h6">
        Contact
      </Title>
      {contact ? (
        <dl className="client-details-list">
          <Detail label="Name">{contact.name}</Detail>
          <Detail label="Email">
            <Anchor href={`mailto:${contact.email}`} size="sm">
              {contact.email}
            </Anchor>
          </Detail>
          <Detail label="Phone">{contact.phone ?? notSet}</Detail>
          <Detail label="Address">{place || notSet}</Detail>
        </dl>
      ) : (
        <Text size="sm" c="gray.7">
          No contact yet.
        </Text>
      )}
      <Divider />
      <dl className="client-details-list">
        <Detail label="Team">{client.team?.name ?? notSet}</Detail>
      </dl>
    </Stack>
  );
}
