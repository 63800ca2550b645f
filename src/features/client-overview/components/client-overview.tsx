import { Box, Button, Group, Paper, Stack, Tabs, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLocalStorage } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { clientStatusColor } from '../../../domain/clients/client-status';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/icons';
import { StatusBadge } from '../../../ui/status-badge';
import { DealsSection } from './deals-section';
import { useOverviewClient } from '../hooks/use-overview-client';
import { OverviewState } from './overview-states';
import { ClientSidebar } from './client-sidebar';
import { ContentTab } from './content-tab';
import { PerformanceTab } from './performance-tab';
import './client-overview.css';

export type OverviewTab = 'meetings' | 'content' | 'performance';

type Props = {
  /** The last path segment of /client/overview/{id}. */
  idParam: string;
  /** canEdit: may open the client's edit page (edit-clients). */
  viewer: { isGuest: boolean; clientId: number | null; canEdit: boolean };
  tab: OverviewTab;
  month?: string;
  strategy?: number;
  onSearch: (next: { tab?: OverviewTab; month?: string; strategy?: number }) => void;
  /** The Meetings tab's content (the pipeline feature's panel, placed by the route). */
  renderMeetings: (clientId: number) => ReactNode;
};

/** Client overview (spec 2): tabs Meetings (default), Content and Performance, and a collapsible details sidebar. */
export function ClientOverview({ idParam, viewer, tab, month, strategy, onSearch, renderMeetings }: Props) {
  const loaded = useOverviewClient(idParam, viewer);
  const [detailsOpen, setDetailsOpen] = useLocalStorage({ key: 'client-overview-details', defaultValue: true });
  if (loaded.state !== 'ready') return <OverviewState state={loaded.state} />;
  const { client } = loaded;

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm">
          <Title order={1} size="h2" data-testid="overview-title">
            {client.name}
          </Title>
          <StatusBadge color={clientStatusColor(client.status)}>{client.status}</StatusBadge>
        </Group>
        <Group gap="xs">
          {viewer.canEdit && (
            <Button
              variant="light"
              size="sm"
              renderRoot={(props) => <Link {...props} to="/client/edit/$id" params={{ id: String(client.id) }} />}
            >
              Edit client
            </Button>
          )}
          <Button
            variant="default"
            size="sm"
            onClick={() => setDetailsOpen(!detailsOpen)}
            aria-expanded={detailsOpen}
            aria-controls="client-details"
            leftSection={detailsOpen ? <ChevronLeftIcon size={16} /> : <ChevronRightIcon size={16} />}
          >
            {detailsOpen ? 'Hide details' : 'Show details'}
          </Button>
        </Group>
      </Group>
      <div className="client-overview" data-details={detailsOpen || undefined}>
        {detailsOpen && (
          <Paper withBorder p="md" radius="md" component="aside" id="client-details" aria-label="Client details" className="client-overview-sidebar">
            <ClientSidebar client={client} />
          </Paper>
        )}
        <Box className="client-overview-main">
          <Tabs value={tab} onChange={(value) => onSearch({ tab: (value as OverviewTab) ?? 'meetings' })} keepMounted={false}>
            <Tabs.List aria-label="Client overview sections" mb="sm">
              <Tabs.Tab value="meetings">Meetings</Tabs.Tab>
              <Tabs.Tab value="content">Content</Tabs.Tab>
              <Tabs.Tab value="performance">Performance</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="meetings">{renderMeetings(client.id)}</Tabs.Panel>
            <Tabs.Panel value="content">
              <ContentTab clientId={client.id} />
            </Tabs.Panel>
            <Tabs.Panel value="performance">
              <Stack gap="xl">
                <PerformanceTab clientId={client.id} month={month} strategy={strategy} onChange={(next) => onSearch(next)} />
                <DealsSection clientId={client.id} readOnly={viewer.isGuest} />
              </Stack>
            </Tabs.Panel>
          </Tabs>
        </Box>
      </div>
    </Stack>
  );
}
