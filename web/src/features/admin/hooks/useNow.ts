import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs` so relative times ('2 hours ago') stay true. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
