import { useEffect } from 'react';

/**
 * Calls `close` when Escape is pressed anywhere on the page (a detail view closes), while `active`.
 */
export function useEscape(close: () => void, active = true): void {
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [close, active]);
}
