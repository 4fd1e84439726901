import { useState } from 'react';

/** The ids the user has ticked (rows of a list, choices of a dialog): one at a time, a whole page, or none. */
export function useIdSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  function toggle(id: string, isSelected: boolean): void {
    setSelected((current) => {
      const next = new Set(current);
      if (isSelected) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function selectOnly(ids: Iterable<string>): void {
    setSelected(new Set(ids));
  }

  function clear(): void {
    setSelected(new Set());
  }

  return { selected, toggle, selectOnly, clear };
}
