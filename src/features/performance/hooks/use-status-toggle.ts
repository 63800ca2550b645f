import { useState } from 'react';
import { errorMessage } from '../../../data/http/transport-error';

type Toggled = { id: number; status: 'active' | 'paused' };

/**
 * Enable/disable of an instance (Outreach or Smartlead): one at a time, the
 * list asked again after, and what went wrong kept to be shown.
 */
export function useStatusToggle(save: (id: number, status: Toggled['status']) => Promise<unknown>, onSaved: () => void) {
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const toggle = async (instance: Toggled) => {
    setBusy(instance.id);
    setFailure(null);
    try {
      await save(instance.id, instance.status === 'active' ? 'paused' : 'active');
      onSaved();
    } catch (e) {
      setFailure(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };
  return { busy, failure, setFailure, toggle };
}
