import type { TUserEvent } from '@innerweather/validators/events';
import { createContext, type ReactNode, use, useEffect, useRef, useState } from 'react';
import { useOnEntryAnalysed } from '../components/journal/use-journal-refresh.ts';
import { trpc } from './trpc.ts';

type Listener = (event: TUserEvent) => void;

const UserEventListeners = createContext<Set<Listener> | null>(null);

/**
 * The signed-in tab's one event stream (the `events.stream` subscription, server-sent events): an entry's analysis
 * ended, and the coach's answers as they are written. Nothing polls: an analysed entry is read again and put in
 * place, and pages listen here for the rest (the coach page for its answer's words).
 */
export function UserEventsProvider({ children }: { children: ReactNode }) {
  const [listeners] = useState(() => new Set<Listener>());
  const onEntryAnalysed = useOnEntryAnalysed();
  trpc.events.stream.useSubscription(undefined, {
    onData: (event) => {
      if (event.kind === 'entry') void onEntryAnalysed(event.id, event.status);
      for (const listener of listeners) listener(event);
    },
  });
  return <UserEventListeners value={listeners}>{children}</UserEventListeners>;
}

/** Calls `listener` with each event of the tab's stream while the component is mounted. */
export function useUserEvents(listener: Listener) {
  const listeners = use(UserEventListeners);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const relay: Listener = (event) => latest.current(event);
    listeners?.add(relay);
    return () => void listeners?.delete(relay);
  }, [listeners]);
}
