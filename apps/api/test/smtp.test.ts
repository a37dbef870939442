import { messages } from '@fletx/contract/messages';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/lib/mailer';
import { confirmRecovery, login, makeUser } from './helpers/factories';
import { createTestApp, type TestContext } from './helpers/test-app';

/** Recovery through a real SMTP conversation (an in-process SMTP server). */
const received: Array<{ to: string[]; raw: string }> = [];
let server: SMTPServer;
let ctx: TestContext;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  ctx = await createTestApp({
    mailer: createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Fletx <no-reply@fletx.app>',
      outboxDir: '/nonexistent',
      logger: { info: () => {} },
    }),
  });
});

afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('password recovery by SMTP', () => {
  it('delivers the code to the user, and the code sets the new password', async () => {
    const user = await makeUser(ctx, { email: 'smtp.user@example.com' });
    const r = await ctx.api.post('/api/auth/forgotpassword', { username: user.email });
    expect(r.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    const mail = received[0];
    expect(mail?.to).toEqual(['smtp.user@example.com']);
    expect(mail?.raw).toMatch(/^Subject: Your Fletx verification code/m);
    const code = /verification code is (\d{6})/.exec(mail?.raw ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const newPassword = 'Smtp#Recovered1';
    const confirmed = await confirmRecovery(ctx, user.email, code, newPassword);
    expect(confirmed.json()).toEqual({ message: messages.passwordChanged });
    expect((await login(ctx, user.email, newPassword)).statusCode).toBe(200);
  });
});
