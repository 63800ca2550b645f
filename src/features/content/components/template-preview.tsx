import { Box, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { fillMergeFields, type SampleProspect } from '../../../domain/content/merge-fields';
import { SafeHtml } from '../../../ui/safe-html';

const widths = { desktop: 640, phone: 360 } as const;

/** The template as the sample prospect would read it, at a desktop or a phone's width. */
export function TemplatePreview({ subject, body, prospect }: { subject: string; body: string; prospect: SampleProspect }) {
  const [size, setSize] = useState<keyof typeof widths>('desktop');
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label="Preview width"
        size="xs"
        value={size}
        onChange={(v) => setSize(v as keyof typeof widths)}
        data={[
          { value: 'desktop', label: 'Desktop' },
          { value: 'phone', label: 'Phone' },
        ]}
        w="fit-content"
      />
      <Box style={{ overflowX: 'auto' }}>
        <Paper withBorder p="sm" w={widths[size]} maw="none" data-testid="template-preview" data-width={size}>
          <Text size="xs" c="dimmed">
            To: {prospect.first_name} {prospect.last_name}, {prospect.title} at {prospect.company}
          </Text>
          <Text fw={600} size="sm" data-testid="preview-subject">
            {fillMergeFields(subject, prospect) || '(no subject)'}
          </Text>
          <SafeHtml rich html={fillMergeFields(body, prospect, { html: true })} testId="preview-body" />
        </Paper>
      </Box>
    </Stack>
  );
}
