import { useCallback, useEffect, useState } from 'react';

/**
 * Moves focus to an element by id after the next render, so the control is focused once its
 * error message and `aria-invalid` are in place (and a screen reader reads them with it).
 */
export function useFocusAfterRender(): (id: string) => void {
  const [request, setRequest] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (request) document.getElementById(request.id)?.focus();
  }, [request]);
  // A new object each time, so asking twice for the same id still moves focus.
  return useCallback((id: string) => setRequest({ id }), []);
}
