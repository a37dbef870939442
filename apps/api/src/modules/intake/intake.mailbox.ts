import { MAX_UPLOAD_BYTES } from '@fletx/contract/constants';
import type { FetchMessageObject, ImapFlow } from 'imapflow';
import type { Logger } from 'pino';
import type { Env } from '../../env';
import { attachmentsOf, type ImapLocation, type MailAttachment } from './intake.mail-parts';

/** What takes a rate confirmation in (IntakeService): an upload or a mailed attachment. */
export interface IntakeReceiver {
  receive(input: {
    bytes: Buffer;
    fileName: string;
    source: 'upload' | 'mail';
    sender?: string | null;
    createdBy?: number | null;
  }): Promise<unknown>;
}

/** What is read of each unseen message: its sender and the parts it is made of, not its content. */
const MESSAGE = { uid: true, envelope: true, bodyStructure: true } as const;

/** pino's, or Fastify's `app.log` (the same pino logger). */
export type MailboxLogger = Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;

export interface IntakeMailboxOptions {
  location: ImapLocation;
  /** Accept the server's certificate unverified (INTAKE_IMAP_INSECURE): a self-signed test server only. */
  insecure?: boolean;
  /** How often the mailbox is searched besides IDLE's news; also the longest wait between reconnections. */
  pollMs?: number;
  /** The first wait before reconnecting; it doubles on each failure up to `pollMs`. */
  retryMs?: number;
  /** A larger attachment is skipped (logged), as an upload of it would be refused. */
  maxBytes?: number;
}

/**
 * Watches the mailbox of INTAKE_IMAP_URL (docs/product.md "Rate confirmations"): every PDF or picture
 * attached to an unseen message goes to the receiver with the sender's address, then the message is marked
 * `\Seen`, even when an attachment was refused (logged), so none is read twice. News comes by IDLE (a NOOP
 * loop on servers without it), and the mailbox is searched every `pollMs`. A dropped connection is opened
 * again after a wait that doubles, up to `pollMs`.
 *
 * At least once: a message is marked seen after its files went to the receiver, so a process stopped in
 * between, or two processes watching one mailbox, may hand a file over twice; the receiver answers the same
 * bytes with the earlier draft (IntakeService compares their sha256). Claiming the message
 * first (a conditional STORE of `\Seen`) would lose its files when the process stops before storing them.
 */
export class IntakeMailbox {
  private stopping = false;
  private running: Promise<void> | null = null;
  private client: ImapFlow | null = null;
  /** The server's news (or a dropped connection) came while the mailbox was read. */
  private news = false;
  private wake: () => void = () => {};

  constructor(
    private readonly options: IntakeMailboxOptions,
    private readonly receiver: IntakeReceiver,
    private readonly logger: MailboxLogger,
  ) {}

  start(): void {
    this.stopping = false;
    this.running ??= this.run();
  }

  /** Ends the watch: the message being read is finished, then the connection is logged out. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    // Still connecting: given up at once rather than after the connection timeout.
    if (this.client && !this.client.authenticated) this.client.close();
    await this.running;
    this.running = null;
  }

  private async run(): Promise<void> {
    const { location } = this.options;
    const pollMs = this.options.pollMs ?? 60_000;
    let retryMs = this.options.retryMs ?? 1000;
    while (!this.stopping) {
      const client = await this.connection();
      this.client = client;
      try {
        await client.connect();
        await client.mailboxOpen(location.mailbox);
        this.logger.info({ host: location.host, mailbox: location.mailbox }, 'intake mailbox watched');
        retryMs = this.options.retryMs ?? 1000;
        await this.watch(client, pollMs);
      } catch (error) {
        if (!this.stopping)
          this.logger.error(
            { err: error, host: location.host, mailbox: location.mailbox, retryInMs: retryMs },
            'intake mailbox unreachable; trying again',
          );
      }
      this.client = null;
      if (client.usable) await client.logout().catch(() => {});
      client.close();
      if (this.stopping) break;
      await this.pause(retryMs);
      retryMs = Math.min(retryMs * 2, pollMs);
    }
  }

  private async connection(): Promise<ImapFlow> {
    const { location, insecure } = this.options;
    // Loaded when a mailbox is watched: a server without one does not carry the IMAP client in memory.
    const { ImapFlow } = await import('imapflow');
    const client = new ImapFlow({
      host: location.host,
      port: location.port,
      secure: location.secure,
      auth: { user: location.user, pass: location.pass },
      ...(insecure ? { tls: { rejectUnauthorized: false } } : {}),
      // IDLE is started by watch() once the mailbox was read, not after every command.
      disableAutoIdle: true,
      // It logs each command; its failures reach run() and readMessage(), which log them.
      logger: false,
    });
    // Without a listener an 'error' event would end the process; the failure surfaces in run() anyway.
    client.on('error', () => {});
    client.on('exists', () => this.nudge(client));
    client.on('close', () => this.nudge(client));
    return client;
  }

  private nudge(client: ImapFlow): void {
    if (client !== this.client) return;
    this.news = true;
    this.wake();
  }

  /** Waits `ms`, or less when stopped or (`untilNews`) when the server reports a change. */
  private pause(ms: number, untilNews = false): Promise<void> {
    if (this.stopping || (untilNews && this.news)) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = () => {};
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = () => {
        if (this.stopping || untilNews) done();
      };
    });
  }

  private async watch(client: ImapFlow, pollMs: number): Promise<void> {
    while (!this.stopping && client.usable) {
      this.news = false;
      await this.readUnseen(client);
      if (this.news || this.stopping) continue;
      // The next command (the search after the pause) ends the IDLE; a failure shows on that command.
      client.idle().catch(() => {});
      await this.pause(pollMs, true);
    }
    if (!this.stopping) throw new Error('the IMAP server closed the connection');
  }

  private async readUnseen(client: ImapFlow): Promise<void> {
    const uids = (await client.search({ seen: false }, { uid: true })) || [];
    for (const uid of uids) {
      if (this.stopping) return;
      try {
        const message = await client.fetchOne(String(uid), MESSAGE, { uid: true });
        if (message) await this.readMessage(client, message);
      } catch (error) {
        if (!client.usable) throw error;
        // One message the server cannot describe does not hold up the others.
        this.logger.error({ uid, err: error }, 'intake mail unreadable: marked seen');
        await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
      }
    }
    this.logger.debug(
      { mailbox: this.options.location.mailbox, messages: uids.length },
      'intake mailbox searched',
    );
  }

  private async readMessage(client: ImapFlow, message: FetchMessageObject): Promise<void> {
    const sender = message.envelope?.from?.[0]?.address ?? null;
    const attachments = message.bodyStructure ? attachmentsOf(message.bodyStructure) : [];
    const about = { uid: message.uid, sender, subject: message.envelope?.subject };
    let received = 0;
    for (const attachment of attachments) {
      try {
        const bytes = await this.download(client, message.uid, attachment);
        if (!bytes) continue;
        await this.receiver.receive({ bytes, fileName: attachment.fileName, source: 'mail', sender });
        received++;
      } catch (error) {
        // A lost connection leaves the message unseen: it is read again once connected.
        if (!client.usable) throw error;
        this.logger.error(
          { ...about, fileName: attachment.fileName, err: error },
          'intake mail attachment refused; the message is marked seen all the same',
        );
      }
    }
    await client.messageFlagsAdd(String(message.uid), ['\\Seen'], { uid: true });
    this.logger.info(
      { ...about, files: attachments.map((a) => a.fileName), received },
      'intake mail read and marked seen',
    );
  }

  /** The attachment's bytes, or null (logged) when it is larger than an upload may be. */
  private async download(client: ImapFlow, uid: number, attachment: MailAttachment): Promise<Buffer | null> {
    const maxBytes = this.options.maxBytes ?? MAX_UPLOAD_BYTES;
    const skip = () => {
      this.logger.warn(
        { uid, fileName: attachment.fileName, maxBytes },
        'intake mail attachment larger than an upload may be: skipped',
      );
      return null;
    };
    // The server's size is transfer-encoded (base64: four bytes for three): only a clear excess is
    // skipped unread; the bytes read are then checked exactly.
    if ((attachment.size ?? 0) > maxBytes * 1.4) return skip();
    const { content } = await client.download(String(uid), attachment.part, {
      uid: true,
      maxBytes: maxBytes + 1,
    });
    if (!content) throw new Error(`part ${attachment.part} of message ${uid} is gone from the server`);
    const chunks: Buffer[] = [];
    for await (const chunk of content) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    return bytes.length > maxBytes ? skip() : bytes;
  }
}

/** Starts watching INTAKE_IMAP_URL's mailbox (src/env.ts) when it is set; the server does, once ready. */
export function startIntakeMailbox(
  config: Pick<Env, 'INTAKE_IMAP_URL' | 'INTAKE_IMAP_INSECURE' | 'INTAKE_IMAP_POLL_SECONDS'>,
  receiver: IntakeReceiver,
  logger: { child(bindings: Record<string, unknown>): MailboxLogger },
): { stop(): Promise<void> } {
  const location = config.INTAKE_IMAP_URL;
  if (!location) return { stop: async () => {} };
  const mailbox = new IntakeMailbox(
    { location, insecure: config.INTAKE_IMAP_INSECURE, pollMs: config.INTAKE_IMAP_POLL_SECONDS * 1000 },
    receiver,
    logger.child({ module: 'intake-mailbox' }),
  );
  mailbox.start();
  return { stop: () => mailbox.stop() };
}
