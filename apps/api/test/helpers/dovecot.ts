import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ImapFlow } from 'imapflow';
import { freePort } from '../../scripts/free-port';

/**
 * A real IMAP server for a test: Debian's dovecot (`dovecot-imapd`, .ci/run installs it) in the foreground
 * with a configuration of its own in a temporary folder — one user with a plain password, maildir mail,
 * its sockets, state and log there too — listening on 127.0.0.1: `imapPort` plain (STARTTLS offered, plain
 * login allowed) and `imapsPort` TLS, with a self-signed certificate made by openssl.
 */
export interface Dovecot {
  imapPort: number;
  imapsPort: number;
  user: string;
  pass: string;
  /** dovecot's own log, for a failure's message. */
  log(): Promise<string>;
  /** Ends every IMAP session of the user from the server's side (doveadm kick), as a restart would. */
  kick(): Promise<void>;
  stop(): Promise<void>;
}

const run = promisify(execFile);
const DOVECOT = '/usr/sbin/dovecot';
export const DOVECOT_USER = { user: 'rate-cons@carrier.test', pass: 'Mail#In 2026/ok' };

/**
 * Whom dovecot's processes run as. As root (CI): its login processes refuse root, so they take Debian's
 * `dovenull`, the mail processes `dovecot` (dovecot refuses uid 0 for mail), and the passwords are read by
 * an auth process left as root. Any other user runs every process as itself, none chrooted (only root may).
 */
async function accounts(dir: string): Promise<string> {
  if (process.getuid?.() !== 0) {
    const { username, uid, gid } = os.userInfo();
    const group = (await run('id', ['-gn'])).stdout.trim();
    return [
      `default_internal_user = ${username}`,
      `default_internal_group = ${group}`,
      `default_login_user = ${username}`,
      `userdb {\n  driver = static\n  args = uid=${uid} gid=${gid} home=${dir}/mail/%u\n}`,
      'service imap-login {\n  chroot =\n}\nservice anvil {\n  chroot =\n}',
    ].join('\n');
  }
  return [
    'default_internal_user = dovecot',
    'default_login_user = dovenull',
    `userdb {\n  driver = static\n  args = uid=dovecot gid=dovecot home=${dir}/mail/%u\n}`,
    'service auth {\n  user = root\n}',
  ].join('\n');
}

async function config(dir: string, imapPort: number, imapsPort: number): Promise<string> {
  return `protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
ssl = yes
ssl_cert = <${dir}/cert.pem
ssl_key = <${dir}/key.pem
disable_plaintext_auth = no
# The mail processes run as a system user (below), whose uid is under the default floor of 500.
first_valid_uid = 1
auth_mechanisms = plain login
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
mail_location = maildir:~/Maildir
${await accounts(dir)}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${imapPort}
  }
  inet_listener imaps {
    address = 127.0.0.1
    port = ${imapsPort}
  }
}
`;
}

/** Resolves once the server greets on `port`; rejects when it exits first or `deadline` passes. */
async function greeting(port: number, child: ChildProcess, exited: Promise<unknown>, deadline: number) {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  while (!gone) {
    const greeted = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('* OK'));
      });
      socket.once('error', () => resolve(false));
      socket.setTimeout(200, () => {
        socket.destroy();
        resolve(false);
      });
    });
    if (greeted) return;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`dovecot did not greet on port ${port} in time`);
    }
    // Not yet listening: the next attempt follows shortly, until the deadline.
    await new Promise<void>((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('dovecot exited before greeting');
}

export async function startDovecot(): Promise<Dovecot> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fletx-dovecot-'));
  // The mail processes run as another user (dovecot, as root): they pass through and write under mail/.
  await fs.chmod(dir, 0o711);
  for (const sub of ['run', 'state']) await fs.mkdir(path.join(dir, sub));
  await fs.mkdir(path.join(dir, 'mail'), { mode: 0o777 });
  await fs.chmod(path.join(dir, 'mail'), 0o777);
  await fs.writeFile(path.join(dir, 'users'), `${DOVECOT_USER.user}:{PLAIN}${DOVECOT_USER.pass}::::::\n`);
  await run('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
    ...['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'), '-days', '2'],
    ...['-subj', '/CN=localhost'],
  ]);
  const log = () => fs.readFile(path.join(dir, 'dovecot.log'), 'utf8').catch(() => '');
  const conf = path.join(dir, 'dovecot.conf');

  // A port drawn at random may be taken: another pair is tried when dovecot cannot listen.
  for (let attempt = 1; ; attempt++) {
    const imapPort = freePort();
    const imapsPort = freePort();
    await fs.writeFile(conf, await config(dir, imapPort, imapsPort));
    const child = spawn(DOVECOT, ['-F', '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (d) => {
      stderr += d;
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      // The master process opens every listener before any greets: one greeting says both are up.
      await greeting(imapPort, child, exited, Date.now() + 20_000);
    } catch (error) {
      const text = `${stderr}${await log()}`;
      await exited;
      if (attempt < 3 && /in use/i.test(text)) continue;
      throw new Error(`${(error as Error).message}:\n${text}`);
    }
    return {
      imapPort,
      imapsPort,
      ...DOVECOT_USER,
      log,
      async kick() {
        await run('/usr/bin/doveadm', ['-c', conf, 'kick', DOVECOT_USER.user]);
      },
      async stop() {
        child.kill('SIGTERM');
        await exited;
        await fs.rm(dir, { recursive: true, force: true });
      },
    };
  }
}

/** A connection of the test's own: plain IMAP, upgraded by STARTTLS to the self-signed certificate. */
export async function withImap<T>(dovecot: Dovecot, work: (client: ImapFlow) => Promise<T>): Promise<T> {
  const client = new ImapFlow({
    host: '127.0.0.1',
    port: dovecot.imapPort,
    secure: false,
    tls: { rejectUnauthorized: false },
    auth: { user: dovecot.user, pass: dovecot.pass },
    logger: false,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.logout();
  }
}
