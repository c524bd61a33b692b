import { useEffect, useState } from 'react';

const NARROW = '(max-width: 40rem)';

/**
 * True on a narrow screen (a phone, 390 px wide): views that need width switch to a list.
 */
export function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    const follow = () => setNarrow(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return narrow;
}
