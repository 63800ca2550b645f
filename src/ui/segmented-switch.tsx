import { useId, type ReactNode } from 'react';
import './segmented-switch.css';

type Props<T extends string> = {
  value: T;
  onChange: (value: T) => void;
  data: readonly { value: T; label: ReactNode }[];
} & ({ 'aria-label': string } | { 'aria-labelledby': string });

/**
 * A choice of a few views on the meetings screens (Pipeline or Calendar,
 * Month or Week, Charts or Tables): a radio group that looks like Mantine's
 * SegmentedControl. Mantine's slides an indicator that it places by
 * measuring the page in an effect after mount (a forced layout of the
 * whole board in the first visit's longest task, decision 0044) and sets
 * state several times as it mounts. This one is plain radios styled by
 * CSS: the arrow keys move the choice as in any radio group (decision 0048).
 */
export function SegmentedSwitch<T extends string>({ value, onChange, data, ...label }: Props<T>) {
  const name = useId();
  return (
    <div role="radiogroup" className="segmented-switch" {...label}>
      {data.map((option) => {
        const id = `${name}-${option.value}`;
        return (
          <div key={option.value} className="segmented-switch-option">
            <input type="radio" className="segmented-switch-input" id={id} name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
            <label className="segmented-switch-label" htmlFor={id}>
              {option.label}
            </label>
          </div>
        );
      })}
    </div>
  );
}
