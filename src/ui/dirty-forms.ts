import { useEffect } from 'react';

// Forms with unsaved input register here, so an app update never reloads
// the page under them.
const dirty = new Set<symbol>();

export function useDirtyForm(isDirty: boolean) {
  useEffect(() => {
    if (!isDirty) return;
    const token = Symbol('form');
    dirty.add(token);
    return () => {
      dirty.delete(token);
    };
  }, [isDirty]);
}

export function hasDirtyForms(): boolean {
  return dirty.size > 0;
}
