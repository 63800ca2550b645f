import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';

type Props = {
  opened: boolean;
  title: string;
  label: string;
  values: string[];
  /** Each line as stored, or an error naming the line. */
  parse: (line: string) => { value: string } | { error: string };
  onApply: (values: string[]) => void;
  onClose: () => void;
};

/** Keywords or domains, one per line. Mounted while open. */
export function TextListModal({ opened, title, label, values, parse, onApply, onClose }: Props) {
  const [text, setText] = useState(values.join('\n'));
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const out: string[] = [];
    for (const line of text.split('\n').map((l) => l.trim()).filter(Boolean)) {
      const parsed = parse(line);
      if ('error' in parsed) return setError(parsed.error);
      if (!out.includes(parsed.value)) out.push(parsed.value);
    }
    onApply(out);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="md" closeButtonProps={{ 'aria-label': 'Close without changes' }}>
      <Stack gap="sm">
        <Textarea label={label} description="One per line." autosize minRows={6} maxRows={14} value={text} onChange={(e) => setText(e.currentTarget.value)} error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={apply}>Apply</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
