import { harnessFetch } from "./harness";

/**
 * A minimal EventSource for Node (20 has none), enough for the PocketBase SDK:
 * named events with `data` and `lastEventId`, `onerror`, `close()`. It reads
 * the stream through a fetch function: the in-process handlers by default, a
 * real server's `fetch` in the reliability tests.
 */
type Listener = (event: { type: string; data: string; lastEventId: string }) => void;

export class TestEventSource {
  static fetcher: typeof fetch = harnessFetch as typeof fetch;
  static open = new Set<TestEventSource>();
  readonly url: string;
  readyState = 0;
  onerror: ((event: unknown) => void) | null = null;
  onopen: ((event: unknown) => void) | null = null;
  private listeners = new Map<string, Set<Listener>>();
  private abort = new AbortController();

  constructor(url: string | URL) {
    this.url = String(url);
    TestEventSource.open.add(this);
    void this.run();
  }

  addEventListener(type: string, listener: Listener): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }

  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.readyState = 2;
    TestEventSource.open.delete(this);
    this.abort.abort();
  }

  private dispatch(type: string, data: string, lastEventId: string): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener({ type, data, lastEventId });
  }

  private async run(): Promise<void> {
    try {
      const response = await TestEventSource.fetcher(this.url, { headers: { accept: "text/event-stream" }, signal: this.abort.signal });
      if (response.status !== 200 || !response.body) throw new Error(`status ${response.status}`);
      this.readyState = 1;
      this.onopen?.({});
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      let lastEventId = "";
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = "message";
          const data: string[] = [];
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) continue;
            const colon = line.indexOf(":");
            const field = colon === -1 ? line : line.slice(0, colon);
            const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
            if (field === "id") lastEventId = value;
            else if (field === "event") event = value;
            else if (field === "data") data.push(value);
          }
          if (data.length > 0) this.dispatch(event, data.join("\n"), lastEventId);
        }
      }
    } catch {
      // aborted or failed: reported below unless closed on purpose
    }
    if (this.readyState !== 2) {
      this.readyState = 2;
      TestEventSource.open.delete(this);
      this.onerror?.({});
    }
  }
}

/** Installs it as the global EventSource the SDK uses. */
export function installEventSource(fetcher?: typeof fetch): void {
  if (fetcher) TestEventSource.fetcher = fetcher;
  (globalThis as { EventSource?: unknown }).EventSource = TestEventSource;
}

/** Waits for a condition, polling; fails with the message after `ms`. */
export async function eventually<T>(check: () => T | undefined | false, ms = 2000, what = "condition"): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
