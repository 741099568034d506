import type {
  LiveChannelName,
  LiveClientMessage,
  LiveEvent,
  LiveServerMessage,
} from '@tribuna/contracts/live';

// Type imports only: this runs with the root layout on every page, whose script must
// not bring the contract's zod schemas (see live.ts). The contract's `playerTopic`.
const PLAYER_PREFIX = 'player:';

type Listener = (event: LiveEvent) => void;

/**
 * A pseudo event a channel's listeners get each time the socket (re)joins the channel
 * (the server's `subscribed`): events sent while it was away are lost, so a screen that
 * shows the channel's state (prices) may fetch it again. Its data is null.
 */
export const LIVE_CHANNEL_JOINED = 'live.subscribed';

/** What the hub needs of the page's socket: `send` answers false while it is not open. */
export interface LiveSender {
  send(message: LiveClientMessage): boolean;
}

export interface LiveHubBinding {
  /** Every frame of the bound socket goes through here. */
  receive(message: LiveServerMessage): void;
  /** The socket is closing: frames are no longer sent to it. */
  unbind(): void;
}

// One wrapper per call, so the same function registered twice is two listeners.
const channels = new Map<LiveChannelName, Set<{ listener: Listener }>>();
const playerListeners = new Set<{ listener: Listener }>();
let sender: LiveSender | null = null;

function dispatch(entries: Iterable<{ listener: Listener }>, event: LiveEvent): void {
  // A copy: a listener may unsubscribe itself (or another) while being called.
  for (const { listener } of [...entries]) {
    try {
      listener(event);
    } catch (error) {
      // One broken screen must not stop the others from hearing the event.
      console.error(error);
    }
  }
}

/**
 * Calls `listener` with every event of the brand's `channel` (e.g. `sports`: prices and
 * scores). The page's socket joins the channel with its first listener and leaves it
 * after its last; it joins again by itself after a reconnection, and each join reaches the
 * listeners as a LIVE_CHANNEL_JOINED event. Returns the unsubscribe.
 */
export function listenLiveChannel(channel: LiveChannelName, listener: Listener): () => void {
  let entries = channels.get(channel);
  if (!entries) {
    entries = new Set();
    channels.set(channel, entries);
  }
  const entry = { listener };
  const first = entries.size === 0;
  entries.add(entry);
  // Not open yet: the `hello` of the (re)connection subscribes.
  if (first) sender?.send({ type: 'subscribe', channel });
  const mine = entries;
  return () => {
    if (!mine.delete(entry) || mine.size > 0) return;
    channels.delete(channel);
    sender?.send({ type: 'unsubscribe', channel });
  };
}

/** Calls `listener` with every event of the logged-in player's own topic. Returns the unsubscribe. */
export function listenPlayerEvents(listener: Listener): () => void {
  const entry = { listener };
  playerListeners.add(entry);
  return () => {
    playerListeners.delete(entry);
  };
}

/**
 * Makes `socket` the page's one live socket (the root layout's): channels with
 * listeners are joined on each of its `hello`s, and its events reach the listeners.
 */
export function bindLiveHub(socket: LiveSender): LiveHubBinding {
  sender = socket;
  return {
    receive(message) {
      if (message.type === 'hello') {
        // Every (re)connection starts with `hello` and no channel: join them again.
        for (const channel of channels.keys()) socket.send({ type: 'subscribe', channel });
        return;
      }
      if (message.type === 'subscribed') {
        const entries = channels.get(message.channel);
        if (entries) dispatch(entries, { type: LIVE_CHANNEL_JOINED, data: null });
        return;
      }
      if (message.type !== 'event') return;
      const { topic, event } = message;
      if (topic.startsWith(PLAYER_PREFIX)) {
        dispatch(playerListeners, event);
        return;
      }
      const name = topic.slice(0, topic.indexOf(':'));
      // Only channels this page listens to are joined; `tenant:` is not one of them.
      for (const [channel, entries] of channels) {
        if (channel === name) dispatch(entries, event);
      }
    },
    unbind() {
      if (sender === socket) sender = null;
    },
  };
}
