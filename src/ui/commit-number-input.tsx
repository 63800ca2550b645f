import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';

type Props = Omit<NumberInputProps, 'value' | 'onChange' | 'onBlur' | 'error'> & {
  value: number | null;
  /** Called once the edit is done (blur or Enter), with a value that differs; null for an emptied field when `allowEmpty`. */
  onCommit: (value: number | null) => void;
  /** Why a value is refused, or null; a refused value is not committed. */
  check?: (value: number | null) => string | null;
  allowEmpty?: boolean;
};

/**
 * A number edited in place (a grid cell, a setting): typing changes only the
 * field; leaving it or pressing Enter commits the new value, once. A value
 * from elsewhere (the server, another edit) replaces the field unless it is
 * being edited.
 */
export function CommitNumberInput({ value, onCommit, check, allowEmpty = false, ...rest }: Props) {
  const [draft, setDraft] = useState<number | string>(value ?? '');
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!editing) setDraft(value ?? '');
  }, [value, editing]);

  const commit = () => {
    setEditing(false);
    const next = draft === '' ? null : Number(draft);
    if (next === null && !allowEmpty) {
      setDraft(value ?? '');
      setError(null);
      return;
    }
    const problem = check?.(next) ?? (next !== null && !Number.isFinite(next) ? 'Enter a number.' : null);
    setError(problem);
    if (problem || next === value) return;
    onCommit(next);
  };

  return (
    <NumberInput
      {...rest}
      value={draft}
      error={error}
      onChange={(v) => {
        setEditing(true);
        setDraft(v);
      }}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
        if (e.key === 'Escape') {
          setEditing(false);
          setDraft(value ?? '');
          setError(null);
        }
      }}
    />
  );
}
