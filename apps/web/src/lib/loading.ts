import type { ExternalStore } from './external-store.ts';
import { createExternalStore } from './external-store.ts';

/**
 * The global loading indicator (PLT-07). Each request holds a ticket while it runs; the indicator shows while any
 * ticket is open. A failed response hides it at once (`hide`), and tickets closed after that change nothing.
 */
export type LoadingIndicator = {
  visible: ExternalStore<boolean>;
  begin: () => () => void;
  hide: () => void;
};

export function createLoadingIndicator(): LoadingIndicator {
  const visible = createExternalStore(false);
  let open = new Set<symbol>();
  const sync = () => visible.set(open.size > 0);
  return {
    visible,
    begin() {
      const ticket = Symbol('request');
      const tickets = open;
      tickets.add(ticket);
      sync();
      return () => {
        tickets.delete(ticket);
        sync();
      };
    },
    hide() {
      open = new Set();
      sync();
    },
  };
}

export const loadingIndicator = createLoadingIndicator();
