import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatCount } from '../../../domain/format/count-format';

type Props = { count: number; onChoose: (remove: boolean) => void; onClose: () => void };

/** Spec 2/7: saving with mismatched leads asks whether to remove them (removeMismatchedLeads), and says how many. */
export function MismatchModal({ count, onChoose, onClose }: Props) {
  return (
    <Modal opened onClose={onClose} title="Prospects that no longer match" size="lg" closeButtonProps={{ 'aria-label': 'Cancel the save' }}>
      <Stack gap="sm">
        <Text>
          {formatCount(count)} {count === 1 ? 'prospect of this profile no longer matches' : 'prospects of this profile no longer match'} the new criteria. Remove{' '}
          {count === 1 ? 'it' : 'them'} from the profile? Each removal is listed under Removals.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="light" onClick={() => onChoose(false)}>
            Keep them and save
          </Button>
          <Button color="red" onClick={() => onChoose(true)}>
            Remove {formatCount(count)} and save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
