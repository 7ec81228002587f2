import type { RealtimeEvent } from '@konter/shared/contracts/transactions';

/**
 * Stands in for the browser's EventSource (`vi.stubGlobal('EventSource', FakeEventSource)`): the test pushes the
 * server's realtime events through `emit`. Reset `instances` after each test.
 */
export class FakeEventSource {
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readonly url: string;
  readyState = 1;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  static emit(event: RealtimeEvent) {
    for (const source of FakeEventSource.instances) {
      if (source.readyState !== FakeEventSource.CLOSED) {
        source.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) }));
      }
    }
  }
}
