import { customerAccess } from '../../../shared/api/customer-access';
import type { ConnectionState, LinkState } from '../../../shared/ipc/schemas/connection';
import type { RequestLogEntry } from '../../../shared/ipc/schemas/request-log';
import type { CustomerService } from '../customers/customer-service';
import type { EventBus } from '../events';
import type { ProfileRecord } from '../profiles/profile-record';
import type { ProfileService } from '../profiles/profile-service';
import type { ClientPool } from './client-pool';

// The clock is pushed when its estimate moves by this much: smaller changes are noise on a ±10 s window.
const CLOCK_STEP_MS = 100;

/**
 * How the tracker notices a service that went away while nothing asks it
 * anything (a screen without refreshes; the loan watchdog asks every 30 s):
 * every `intervalMs` without a request of the active profile, `reachable`
 * checks that its address still accepts connections (TCP only: no request,
 * no credentials). `schedule` runs the check (tests run it by hand).
 */
export interface LinkProbe {
  reachable: (baseUrl: string) => Promise<boolean>;
  intervalMs: number;
  schedule?: (check: () => void, intervalMs: number) => () => void;
}

/** The app's probe: every 2 s, so the top bar says "Unreachable" within 2 s whatever the screen. */
export const LINK_PROBE_INTERVAL_MS = 2_000;

function everyInterval(check: () => void, intervalMs: number): () => void {
  const timer = setInterval(check, intervalMs);
  // Never what keeps a process (the desk, a test) alive.
  timer.unref?.();
  return () => clearInterval(timer);
}

/**
 * The one owner of the active connection's state: which profile is active,
 * the revision of its connection, the selected customer, what the key may
 * write for that customer, and the clock estimate. It listens to the
 * services that change any of these and pushes connectionChanged when the
 * state differs; the renderer only renders what it pushes.
 */
export class ConnectionTracker {
  private state: ConnectionState = {
    sequence: 0,
    profileId: null,
    revision: 0,
    selectedCustomer: null,
    recentCustomers: [],
    access: null,
    clock: { offsetMs: null },
    link: UNKNOWN_LINK,
  };
  // The newest request's verdict on the link: pushed the moment it changes (a first failure shows at once).
  private link: LinkState = UNKNOWN_LINK;
  // What decides whether data loaded before is still valid: the revision moves when it changes.
  private connectionKey = '';
  private readonly stops: (() => void)[] = [];
  // When the active profile's newest request was logged (epoch ms): a probe is only needed when they stop.
  private lastRequestAt = 0;
  private probing = false;

  constructor(
    private readonly deps: {
      profiles: ProfileService;
      clients: ClientPool;
      customers: CustomerService;
      events: EventBus;
      probe?: LinkProbe;
      now?: () => number;
    },
  ) {
    const refresh = (): void => this.refresh();
    const { events } = deps;
    this.stops.push(
      events.subscribe('profilesChanged', refresh),
      events.subscribe('activeProfileChanged', refresh),
      events.subscribe('customerChanged', refresh),
      events.subscribe('requestLogged', (entry) => {
        if (entry.profileId !== this.state.profileId) return;
        this.lastRequestAt = this.now();
        this.link = nextLink(this.link, entry);
        this.refresh();
      }),
      deps.profiles.onChange((change) => {
        // Same address and key but a new secret (or scheme word): still a new connection.
        if (change.kind === 'connection' && change.profileId === this.state.profileId)
          this.connectionKey = `${this.connectionKey}*`;
        this.refresh();
      }),
      deps.customers.onListed(refresh),
    );
    const { probe } = deps;
    if (probe) this.stops.push((probe.schedule ?? everyInterval)(() => void this.probe(probe), probe.intervalMs));
    this.refresh();
  }

  /** The state now. */
  current(): ConnectionState {
    this.refresh();
    return this.state;
  }

  /** Stops listening. */
  close(): void {
    for (const stop of this.stops.splice(0)) stop();
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }

  /**
   * A reached link with no request for a while: is the service still there?
   * A refused or silent address is unreachable at once (pushed); an
   * accepting one changes nothing (only a request says "reached").
   */
  private async probe(probe: LinkProbe): Promise<void> {
    const profile = this.deps.profiles.active();
    if (
      this.probing ||
      profile === null ||
      this.link.status !== 'reached' ||
      this.now() - this.lastRequestAt < probe.intervalMs
    )
      return;
    this.probing = true;
    try {
      const link = this.link;
      const reachable = await probe.reachable(profile.baseUrl);
      // A request answered meanwhile, or another connection: its word counts, not this probe's.
      if (reachable || this.link !== link || this.deps.profiles.active()?.id !== profile.id) return;
      this.link = { status: 'unreachable', latencyMs: null, at: new Date(this.now()).toISOString() };
      this.refresh();
    } finally {
      this.probing = false;
    }
  }

  private refresh(): void {
    const profile = this.deps.profiles.active();
    const key = profile === null ? '' : connectionKeyOf(profile);
    const revision = key === this.connectionKey ? this.state.revision : this.state.revision + 1;
    // Another connection: what the old one's requests said about the link says nothing about this one.
    if (revision !== this.state.revision) this.link = UNKNOWN_LINK;
    this.connectionKey = key;
    const selectedCustomer = profile?.selectedCustomer ?? null;
    const customer =
      profile === null || selectedCustomer === null
        ? undefined
        : this.deps.customers.cached(profile.id)?.find((candidate) => candidate.customerNumber === selectedCustomer);
    const offsetMs = profile === null ? null : (this.deps.clients.peek(profile.id)?.clockOffsetMs() ?? null);
    const clock = { offsetMs: offsetMs === null ? null : Math.round(offsetMs) };
    const next: ConnectionState = {
      sequence: this.state.sequence,
      profileId: profile?.id ?? null,
      revision,
      selectedCustomer,
      recentCustomers: profile?.recentCustomers ?? [],
      access: customer ? customerAccess(customer) : null,
      // A new connection starts from its own estimate; the same one moves only by a visible step.
      clock:
        revision !== this.state.revision || movedEnough(this.state.clock.offsetMs, clock.offsetMs)
          ? clock
          : this.state.clock,
      link: this.link,
    };
    if (sameState(next, this.state)) return;
    this.state = { ...next, sequence: this.state.sequence + 1 };
    this.deps.events.emit('connectionChanged', this.state);
  }
}

const UNKNOWN_LINK: LinkState = { status: 'unknown', latencyMs: null, at: null };
// A reached link's latency is pushed again only after this long: a push per request would be noise.
const LATENCY_REFRESH_MS = 5_000;

/**
 * The link after one more request: no answer (network, timeout) is
 * unreachable and a refused key is refused, at once; any answer is reached.
 * Other failures (a cancelled call, a refused input) say nothing new.
 */
function nextLink(link: LinkState, entry: RequestLogEntry): LinkState {
  const status: LinkState['status'] | null =
    entry.errorKind === 'network' || entry.errorKind === 'proxy' || entry.errorKind === 'timeout'
      ? 'unreachable'
      : entry.errorKind === 'authentication'
        ? 'refused'
        : entry.status !== null
          ? 'reached'
          : null;
  if (status === null) return link;
  if (
    status === link.status &&
    (status !== 'reached' || Date.parse(entry.time) - Date.parse(link.at ?? '') < LATENCY_REFRESH_MS)
  )
    return link;
  return { status, latencyMs: status === 'reached' ? entry.latencyMs : null, at: entry.time };
}

function connectionKeyOf(profile: ProfileRecord): string {
  return JSON.stringify([
    profile.id,
    profile.baseUrl,
    profile.apiKey,
    profile.authScheme,
    profile.environment,
    profile.secretOrigin,
  ]);
}

function movedEnough(before: number | null, after: number | null): boolean {
  if (before === null || after === null) return before !== after;
  return Math.abs(after - before) >= CLOCK_STEP_MS;
}

function sameState(a: ConnectionState, b: ConnectionState): boolean {
  return (
    a.profileId === b.profileId &&
    a.revision === b.revision &&
    a.selectedCustomer === b.selectedCustomer &&
    a.recentCustomers.join('\n') === b.recentCustomers.join('\n') &&
    JSON.stringify(a.access) === JSON.stringify(b.access) &&
    a.clock.offsetMs === b.clock.offsetMs &&
    a.link === b.link
  );
}
