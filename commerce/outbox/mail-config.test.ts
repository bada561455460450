import { describe, expect, it } from 'vitest';
import { environmentProblems, environmentRefusal } from '@/server/environment';
import { announceMailDelivery } from '@/server/announce-mail-delivery';
import { mailConfiguration, mailProblems, mailStartNotice } from './mail-config';

const SHOP = { DATABASE_URL: 'postgres://atelier:pw@db.internal:5432/atelier', AUTH_JWT_SECRET: 'k'.repeat(32), PAYMENT_PROVIDER: 'sandbox' };
const lines = (env: Record<string, string | undefined>, production = true) => environmentProblems(env, { production }).map((p) => `${p.name} ${p.problem}`);

describe('mail configuration (issue 31)', () => {
  it('refuses a production start without SMTP_URL, naming SMTP_URL and MAIL_DELIVERY=outbox', () => {
    const refusal = environmentRefusal(environmentProblems(SHOP, { production: true }));
    expect(refusal?.split('\n').slice(1)).toEqual([expect.stringMatching(/^ {2}SMTP_URL is not set: .*MAIL_DELIVERY=outbox/)]);
  });

  it('lets a production start keep mail in the outbox on purpose, and says so once', () => {
    const env = { ...SHOP, MAIL_DELIVERY: 'outbox' };
    expect(lines(env)).toEqual([]);
    const logged: string[] = [];
    announceMailDelivery({ ...env, NODE_ENV: 'production' }, (line) => logged.push(line));
    expect(logged).toEqual([expect.stringMatching(/^MAIL_DELIVERY=outbox: e-mail stays in the outbox/)]);
    expect(mailStartNotice(env, { production: false })).toBeUndefined();
  });

  it('the demo (not production) starts outbox-only without any mail variable', () => {
    expect(lines(SHOP, false)).toEqual([]);
    expect(mailConfiguration({}).delivery).toBe('outbox');
  });

  it('a production start that sends needs its from-address', () => {
    expect(lines({ ...SHOP, SMTP_URL: 'smtps://shop:pw@smtp.example.com:465' })).toEqual([expect.stringMatching(/^MAIL_FROM is not set/)]);
    expect(lines({ ...SHOP, SMTP_URL: 'smtps://shop:pw@smtp.example.com:465', MAIL_FROM: 'Atelier <shop@example.com>' })).toEqual([]);
  });

  it('refuses a malformed SMTP_URL, MAIL_DELIVERY or from-address with its own message, never echoing the value', () => {
    const problems = lines({ ...SHOP, SMTP_URL: 'http://user:s3cret@smtp.example.com', MAIL_DELIVERY: 'ses', MAIL_FROM: 'shop', MAIL_FROM_TH: 'th@', MAIL_DELIVERY_X: 'ignored' }, false);
    expect(problems).toEqual([
      expect.stringMatching(/^SMTP_URL expected an smtp:\/\/ or smtps:\/\/ URL with a host/),
      expect.stringMatching(/^MAIL_DELIVERY expected "smtp" or "outbox"/),
      expect.stringMatching(/^MAIL_FROM expected an e-mail address/),
      expect.stringMatching(/^MAIL_FROM_TH expected an e-mail address/),
    ]);
    expect(problems.join('\n')).not.toContain('s3cret');
    expect(lines({ SMTP_URL: 'smtp://' }, false)).toEqual([expect.stringMatching(/^SMTP_URL expected/)]);
    expect(lines({ MAIL_DELIVERY: 'smtp' }, false)).toEqual(['SMTP_URL is not set: MAIL_DELIVERY=smtp needs it']);
  });

  it('picks the from-address of the message\'s country, else MAIL_FROM', () => {
    const config = mailConfiguration({ SMTP_URL: 'smtp://smtp.example.com:587', MAIL_FROM: 'shop@example.com', MAIL_FROM_TH: 'th@example.com' });
    expect(config.delivery).toBe('smtp');
    expect([config.fromFor('TH'), config.fromFor('th'), config.fromFor('SG'), config.fromFor(null)]).toEqual(['th@example.com', 'th@example.com', 'shop@example.com', 'shop@example.com']);
    expect(() => mailConfiguration({ SMTP_URL: 'nonsense' })).toThrow(/^SMTP_URL expected/);
    expect(mailProblems({ SMTP_URL: 'smtp://smtp.example.com', MAIL_DELIVERY: 'outbox' }, { production: true })).toEqual([]);
  });
});
