import { Switch } from '@mantine/core';

/** An instance's Enabled switch: Active or Paused, said with its name to a screen reader. */
export function StatusSwitch({ name, status, disabled, onToggle }: { name: string; status: 'active' | 'paused'; disabled: boolean; onToggle: () => void }) {
  return (
    <Switch
      checked={status === 'active'}
      disabled={disabled}
      onChange={onToggle}
      label={status === 'active' ? 'Active' : 'Paused'}
      aria-label={`${name} enabled`}
    />
  );
}
