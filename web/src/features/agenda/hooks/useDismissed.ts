import { useCallback, useState } from 'react';

const keyOf = (tag: string) => `fit-dismissed-announcements:${tag}`;

function read(tag: string): Set<string> {
  try {
    const raw = localStorage.getItem(keyOf(tag));
    return new Set(raw ? (JSON.parse(raw) as string[]) : []);
  } catch {
    return new Set();
  }
}

/** Announcements this browser dismissed for a cohort (they stay in the list, out of the banner). */
export function useDismissed(tag: string): [ReadonlySet<string>, (id: string) => void] {
  const [state, setState] = useState(() => ({ tag, ids: read(tag) }));
  const ids = state.tag === tag ? state.ids : read(tag);
  const dismiss = useCallback(
    (id: string) => {
      const next = new Set(read(tag)).add(id);
      try {
        localStorage.setItem(keyOf(tag), JSON.stringify([...next].slice(-100)));
      } catch {
        /* kept for this page only */
      }
      setState({ tag, ids: next });
    },
    [tag],
  );
  return [ids, dismiss];
}
