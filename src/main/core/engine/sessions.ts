import type { AppInfo, AppMode } from '@shared/app-info';
import { fail, type Result } from '@shared/ipc/result';
import type { AccountConnection, AccountView, CredentialStorageView } from '@shared/views/account';
import type { Credentials } from '../auth/credentials';
import type { CredentialStore, StoredAccount } from '../auth/credential-store';
import type { EventSink } from '../event-sink';
import { Emitter, type Event } from '../events';
import type { Logger } from '../logger';
import type { Clock } from '../schedule/clock';
import type { RequestBudget } from '../schedule/request-budget';
import type { StartDemoService } from '../session/demo-service';
import type { AccountAddress } from '../session/account-address';
import { sameServiceAddress, type ServiceAddress } from '../session/service-address';
import type { ApiTuning, Session } from '../session/session';
import type { TileAnswer, TileProxy, TileSource } from '../tiles/tile-proxy';
import type { AccountHeldBack } from '../tray/attention';
import type { BudgetBook } from './budget-book';
import type { ConnectivityMonitor } from './connectivity';
import { dataSourceOf } from './data-source';
import { openSession } from './open-session';

export interface SessionsOptions {
  userDataDir: string;
  credentials: CredentialStore;
  /** Where the credentials live and whether they can be read: while the keychain's first answer is awaited, nothing waits on it here. */
  credentialStorage(): CredentialStorageView;
  /** Where a stored account's requests go: account mode needs an address as well as credentials. */
  accountAddress: AccountAddress;
  startDemoService: StartDemoService;
  budgets: BudgetBook;
  connectivity: ConnectivityMonitor;
  api?: ApiTuning;
  clock: Clock;
  logger: Logger;
  emit: EventSink;
  describeApp(mode: AppMode, source: string): AppInfo;
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}

const noService = () => fail('offline', 'serviceUnavailable');

/** Why the account in this view is not in use, if it is not. */
function heldBackIn(view: AccountView): AccountHeldBack {
  if (!view.configured || view.mode === 'account') return null;
  if (view.heldBack === null) return 'noAddress';
  return view.heldBack.boundTo === null ? 'savedWithoutAddress' : 'otherAddress';
}

/**
 * The session in use (the demo service or the user's account) and switching it: one after another,
 * without a restart, so nothing of one session (a token, a late answer) reaches the other.
 */
export class Sessions {
  /** Serves `wg-tile://` addresses with the tile proxy of the session in use. */
  readonly tiles: TileSource;
  readonly #options: SessionsOptions;
  #mode: AppMode = 'demo';
  /** Whose answers are current (`dataSourceOf`): this class is its one owner. */
  #source = 'demo';
  #session: Session | undefined;
  #tileProxy: TileProxy | undefined;
  #started = false;
  /** The data mode has been read from the keychain at start. */
  #modeKnown = false;
  #stopped = false;
  /** Start and switches, one after another. */
  #queue: Promise<void> = Promise.resolve();
  #failed = false;
  #accountHeldBack: AccountHeldBack = null;
  /** The start's preparation is done (the keychain's first answer read): later answers of the keychain switch sessions. */
  #prepared = false;
  #keychainFollowed: Promise<void> = Promise.resolve();
  readonly #opened = new Emitter<Session>();
  readonly #closing = new Emitter<void>();
  readonly #credentialsReplaced = new Emitter<void>();
  readonly #changed = new Emitter<void>();
  /** A session opened (its schedule starts). */
  readonly onDidOpen: Event<Session> = this.#opened.event;
  /** The session in use is about to close (its schedule stops first). */
  readonly onWillClose: Event<void> = this.#closing.event;
  /** Other credentials were stored for the same address: the session stays, its schedule starts over for the new data source. */
  readonly onDidReplaceCredentials: Event<void> = this.#credentialsReplaced.event;
  /** Something the tray and the schedule status show changed: the mode, the connection, a session that failed. */
  readonly onDidChange: Event<void> = this.#changed.event;

  constructor(options: SessionsOptions) {
    this.#options = options;
    this.tiles = {
      serve: (url, signal): Promise<TileAnswer> =>
        this.#tileProxy?.serve(url, signal) ?? Promise.resolve({ kind: 'fetchFailed', error: noService().error }),
    };
  }

  /** The data mode in use. */
  get mode(): AppMode {
    return this.#mode;
  }

  /** Whose answers are current: every kept answer is keyed by it, and one of another source is never shown. */
  get source(): string {
    return this.#source;
  }

  get current(): Session | undefined {
    return this.#session;
  }

  get started(): boolean {
    return this.#started;
  }

  /** The last session could not be opened: nothing will refresh until a restart or a switch. */
  get failed(): boolean {
    return this.#failed;
  }

  /** Why stored credentials are not in use, so demo data shows (known once the account view was read). */
  get accountHeldBack(): AccountHeldBack {
    return this.#accountHeldBack;
  }

  /** Runs `prepare` (cached data), reads the stored mode and opens its session; queued like a switch. */
  async start(prepare: () => Promise<void>): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    // Queued, so calls that need the session wait for it rather than find none.
    await this.#enqueue(async () => {
      await prepare();
      this.#prepared = true;
      this.#mode = await this.#storedMode();
      this.#source = await this.#sourceOf(this.#mode);
      this.#modeKnown = true;
      if (this.#stopped) return;
      this.#changed.fire();
      await this.#replace(this.#mode);
    });
  }

  /** Closes the session in use once a start or switch under way has finished; nothing opens after. */
  async dispose(): Promise<void> {
    this.#stopped = true;
    await this.#queue;
    await this.#close();
  }

  /** The data mode in use, or before start the one the stored account implies. */
  async currentMode(): Promise<AppMode> {
    return this.#modeKnown || this.#options.credentialStorage().state === 'waiting' ? this.#mode : this.#storedMode();
  }

  /** The app info windows read: the data mode and source in use, or before start the ones the stored account implies. */
  async currentInfo(): Promise<AppInfo> {
    const mode = await this.currentMode();
    const source = this.#modeKnown ? this.#source : await this.#sourceOf(mode);
    return this.#options.describeApp(mode, source);
  }

  /** The connection of the session in use (demo or account). */
  connection(): AccountConnection {
    return this.#session?.connection ?? { state: 'unknown' };
  }

  /** What the Account pane shows; the keychain is read once, then CredentialStore keeps it in memory. */
  async accountView(): Promise<AccountView> {
    const credentialStorage = this.#options.credentialStorage();
    let stored: StoredAccount | null = null;
    // Unreadable until the keychain answers: the view says so (credentialStorage) rather than wait.
    if (credentialStorage.state !== 'waiting') {
      try {
        stored = await this.#options.credentials.load();
      } catch {
        // Locked, refused or gone: credentialStorage says which, and the pane offers to ask again.
      }
    }
    const { accountAddress } = this.#options;
    return {
      mode: await this.currentMode(),
      configured: stored !== null,
      user: stored?.credentials.user ?? null,
      connection: this.connection(),
      offline: this.#options.connectivity.cause,
      address: accountAddress.view(),
      heldBack: accountAddress.heldBack(stored),
      credentialStorage,
    };
  }

  /** Runs work on the session in use, once any switch under way has finished. */
  async withSession<T>(work: (session: Session) => Promise<Result<T>>): Promise<Result<T>> {
    await this.#queue;
    const session = this.#session;
    if (session === undefined) return this.#started ? noService() : fail('internal', 'stillStarting');
    return this.#advised(await work(session));
  }

  /**
   * A call that got no answer while the computer has a network: the service is what is silent, so
   * the advice says that rather than "check your internet connection".
   */
  #advised<T>(result: Result<T>): Result<T> {
    if (result.ok || result.error.kind !== 'offline' || result.error.action.key !== 'action.offline') return result;
    if (!this.#options.connectivity.system.online) return result;
    return { ok: false, error: { ...result.error, action: { key: 'action.serviceSilent' } } };
  }

  /** The budget of a mode, e.g. to count a connection test against the account. */
  budget(mode: AppMode): Promise<RequestBudget> {
    return this.#options.budgets.budget(mode);
  }

  /**
   * After the stored account or its address changed: switches between demo and account data as
   * they now say, opens a new account session for a new address or, for other credentials at the
   * same address, starts the connection over (the schedule forgets "not in plan"). `checked`: what
   * the service said when the Account pane just asked it, so the state shows at once.
   */
  async accountChanged(change: { checked?: 'accepted' | 'unreachable' } = {}): Promise<void> {
    if (!this.#started || this.#stopped) return;
    await this.#enqueue(async () => {
      const mode = await this.#storedMode();
      const addressMoved = mode === 'account' && !sameServiceAddress(this.#session?.address, this.#options.accountAddress.current());
      if (mode !== this.#mode || addressMoved) {
        await this.#replace(mode);
      } else if (mode === 'account' && this.#session !== undefined) {
        this.#session.resetConnection();
        const source = await this.#sourceOf(mode);
        if (source !== this.#source) {
          // Another account at the same address: the same session, but none of the old answers.
          this.#source = source;
          this.#options.emit('app:infoChanged', this.#options.describeApp(mode, source));
        }
        this.#credentialsReplaced.fire();
      }
      if (mode === 'account' && change.checked === 'accepted') this.#session?.noteSuccess();
      if (mode === 'account' && change.checked === 'unreachable') this.#options.connectivity.setReachable(false);
      this.#changed.fire();
    });
  }

  /**
   * The keychain answered, was asked again, or said no: after the start's own reading, a saved
   * account that became readable gets its session; the Account pane shows what the keychain says.
   */
  keychainChanged(): void {
    this.#keychainFollowed = (this.#prepared ? this.accountChanged() : Promise.resolve())
      .then(async () => this.#options.emit('account:changed', await this.accountView()))
      .catch((error: unknown) => this.#options.logger.warn('secrets: the account did not follow the keychain', { error: errorName(error) }));
  }

  /** Settles once the account has followed the keychain's last change. */
  keychainFollowed(): Promise<void> {
    return this.#keychainFollowed;
  }

  async #storedMode(): Promise<AppMode> {
    try {
      const address = this.#options.accountAddress.current();
      return address !== undefined && (await this.#credentialsFor(address)) !== null ? 'account' : 'demo';
    } catch (error) {
      // No reachable keychain means no stored account: the app still works, in demo mode.
      this.#options.logger.warn('secrets: the keychain could not be read; running in demo mode', { error: errorName(error) });
      return 'demo';
    }
  }

  /**
   * The stored credentials if they may go to `address`, else null: an account session asks this at
   * every token and key request, so credentials saved for another address meanwhile never go to its own.
   */
  /** The data source of a mode with the stored account and address as they are now. */
  async #sourceOf(mode: AppMode): Promise<string> {
    if (mode === 'demo') return dataSourceOf(mode, undefined, undefined);
    let user: string | undefined;
    try {
      user = (await this.#options.credentials.load())?.credentials.user;
    } catch {
      // Unreadable now: the address alone names the source until the keychain answers.
    }
    return dataSourceOf(mode, this.#options.accountAddress.current(), user);
  }

  async #credentialsFor(address: ServiceAddress): Promise<Credentials | null> {
    const stored = await this.#options.credentials.load();
    return stored !== null && this.#options.accountAddress.mayReceive(stored, address) ? stored.credentials : null;
  }

  #enqueue(work: () => Promise<void>): Promise<void> {
    const run = this.#queue.then(work);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /** Closes the session in use and opens one for the mode; only ever run from the queue. */
  async #replace(mode: AppMode): Promise<void> {
    const { connectivity, emit, describeApp, logger } = this.#options;
    await this.#close();
    if (this.#stopped) return;
    this.#mode = mode;
    this.#source = await this.#sourceOf(mode);
    connectivity.setReachable(true);
    emit('app:infoChanged', describeApp(mode, this.#source));
    this.#changed.fire();
    try {
      await this.#open(mode);
      this.#failed = false;
    } catch (error) {
      this.#failed = true;
      connectivity.setReachable(false);
      logger.error('session: could not start', { mode, error: errorName(error) });
    }
    this.#changed.fire();
  }

  async #open(mode: AppMode): Promise<void> {
    const { userDataDir, startDemoService, accountAddress, api, logger, clock, budgets, connectivity } = this.#options;
    const { session, tiles } = await openSession(mode, this.#source, await budgets.budget(mode), {
      budgetOf: (biller) => budgets.budget(mode, biller),
      userDataDir,
      credentialsFor: (address) => this.#credentialsFor(address),
      startDemoService,
      accountService: () => accountAddress.current(),
      ...(api === undefined ? {} : { api }),
      logger,
      now: () => clock.now(),
      onConnectionChange: () => this.#emitAccount(),
      // A closed session reports nothing, so only the session in use moves the offline state.
      onReachable: (reachable) => connectivity.setReachable(reachable),
    });
    this.#session = session;
    this.#tileProxy = tiles;
    this.#opened.fire(session);
    this.#emitAccount();
  }

  async #close(): Promise<void> {
    this.#closing.fire();
    this.#tileProxy = undefined;
    const session = this.#session;
    this.#session = undefined;
    try {
      await session?.close();
    } catch (error) {
      this.#options.logger.warn('session: did not close cleanly', { error: errorName(error) });
    }
  }

  #emitAccount(): void {
    this.#changed.fire();
    void this.accountView().then((view) => {
      this.#accountHeldBack = heldBackIn(view);
      this.#changed.fire();
      this.#options.emit('account:changed', view);
    });
  }
}
