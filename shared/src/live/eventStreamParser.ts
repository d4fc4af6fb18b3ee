/** One server-sent event as the stream spelled it (https://html.spec.whatwg.org/#event-stream-interpretation). */
export interface ServerSentEvent {
  event: string;
  data: string;
  /** Present when the event carried an `id:` line. */
  id?: string;
}

/**
 * Reads `text/event-stream` text as it arrives, in pieces cut anywhere: EventSource cannot send
 * the `Authorization` header, so the admin reads the stream over fetch and parses it here.
 * Comment lines (heartbeats) are skipped; `retry:` is noted for the reconnect wait.
 */
export class EventStreamParser {
  private buffer = '';
  /** The server's suggested reconnect wait, once it has sent one. */
  retryMs: number | null = null;

  push(text: string): ServerSentEvent[] {
    this.buffer += text;
    const events: ServerSentEvent[] = [];
    const blocks = this.buffer.replace(/\r\n?/g, '\n').split('\n\n');
    // The last piece is not finished until a blank line follows it.
    this.buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      const event = this.read(block);
      if (event) events.push(event);
    }
    return events;
  }

  private read(block: string): ServerSentEvent | null {
    let event = 'message';
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id') id = value;
      else if (field === 'retry' && /^\d+$/.test(value)) this.retryMs = Number(value);
    }
    if (data.length === 0) return null;
    return { event, data: data.join('\n'), ...(id === undefined ? {} : { id }) };
  }
}
