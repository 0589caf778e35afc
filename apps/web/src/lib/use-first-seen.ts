import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether an element has been in the window at least once, for work that only someone scrolling to it needs: a
 * card below the fold draws its chart when it is reached, not while the page starts. Without IntersectionObserver
 * (an old browser, a test's DOM) it counts as seen at once.
 */
export function useFirstSeen<T extends Element>(): [(element: T | null) => void, boolean] {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || seen) return;
      observer.current = new IntersectionObserver((records) => {
        if (records.some((record) => record.isIntersecting)) setSeen(true);
      });
      observer.current.observe(element);
    },
    [seen],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, seen];
}
