import { Alert, Anchor, Stack, Tabs, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { OutreachInstances } from './outreach-instances';
import { SmartleadInstances } from './smartlead-instances';

/** Spec 2 / 7: the Outreach and Smartlead instances, with their mailboxes. */
export function InstancesPage({ canEdit }: { canEdit: boolean }) {
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/performance" size="sm">
        ← Sequence performance
      </Anchor>
      <Title order={1} size="h2">
        Instances
      </Title>
      {!canEdit && (
        <Alert color="gray">You can see the instances; changing them needs the sequencer settings permission.</Alert>
      )}
      <Tabs defaultValue="outreach" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="outreach">Outreach</Tabs.Tab>
          <Tabs.Tab value="smartlead">Smartlead</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="outreach" pt="md">
          <OutreachInstances canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="smartlead" pt="md">
          <SmartleadInstances canEdit={canEdit} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
