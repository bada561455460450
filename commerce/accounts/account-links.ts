/**
 * One-time links sent by email: password reset (valid 1 hour) and unlock (valid 24 hours). A link is a
 * random token of which only a hash is stored; using it marks it used; asking again replaces any unused
 * link of the same purpose. Requests answer the same whether or not the email has an account (issue 5).
 * The email is in the account's language when its country offers it, else the country's first language,
 * and the link opens the account's storefront in that language.
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { countries, offeredLanguage, type CountryConfig, type LanguageCode } from '@/config/countries/registry';
import { storefrontUrl } from '@/lib/locale/resolve';
import { withTransaction } from '../db/pool';
import { letter } from '../outbox/letter';
import { sendMessage } from '../outbox/outbox';
import { findAccountByEmail, newPasswordViolations, setPassword, findAccountById, type AccountRow } from './accounts';
import type { PasswordRuleCode } from '@/schemas/password-rules';
import { hashToken } from './sessions';

export type LinkPurpose = 'password_reset' | 'unlock';

export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  password_reset: 60 * 60 * 1000,
  unlock: 24 * 60 * 60 * 1000,
};

/** The storefront paths a link opens (the token is added as `?token=`). */
export const LINK_PATHS: Record<LinkPurpose, string> = {
  password_reset: '/users/password/edit',
  unlock: '/users/unlock',
};

/**
 * Where links point: the storefront origin for the account's country (its domain, or the local host a
 * developer's request came to; `linkTarget` in server/auth/answers.ts builds it from the request).
 */
export interface LinkTarget {
  origin: (country: CountryConfig) => string;
}

/** The link of `purpose` on the country's storefront, with the language prefix unless `lang` is its default. */
export function linkUrl(target: LinkTarget, country: CountryConfig, lang: LanguageCode, purpose: LinkPurpose, token: string): string {
  return `${storefrontUrl(country, lang, LINK_PATHS[purpose], target.origin(country))}?token=${encodeURIComponent(token)}`;
}

const WORDS: Record<LanguageCode, { password_reset: { subject: string; lines: (url: string) => string[] }; unlock: { subject: string; lines: (url: string, reference: string) => string[] } }> = {
  en: {
    password_reset: {
      subject: 'Reset your Atelier password',
      lines: (url) => ['We received a request to reset the password of your Atelier account. Open this link within 1 hour to choose a new one:', url, '', 'If you did not ask for this, ignore this email: your password stays as it is.'],
    },
    unlock: {
      subject: 'Unlock your Atelier account',
      lines: (url, reference) => [
        `Sign-in to your Atelier account was blocked after several attempts with a wrong password (Reference ID ${reference}).`,
        'If it was you, open this link within 24 hours to unlock your account:',
        url,
        '',
        'If it was not you, unlock the account and then reset your password.',
      ],
    },
  },
  id: {
    password_reset: {
      subject: 'Atur ulang kata sandi Atelier Anda',
      lines: (url) => ['Kami menerima permintaan untuk mengatur ulang kata sandi akun Atelier Anda. Buka tautan ini dalam 1 jam untuk membuat kata sandi baru:', url, '', 'Jika Anda tidak memintanya, abaikan email ini: kata sandi Anda tetap seperti sebelumnya.'],
    },
    unlock: {
      subject: 'Buka blokir akun Atelier Anda',
      lines: (url, reference) => [
        `Akses masuk ke akun Atelier Anda diblokir setelah beberapa kali percobaan dengan kata sandi yang salah (ID Referensi ${reference}).`,
        'Jika itu Anda, buka tautan ini dalam 24 jam untuk membuka blokir akun Anda:',
        url,
        '',
        'Jika itu bukan Anda, buka blokir akun lalu atur ulang kata sandi Anda.',
      ],
    },
  },
  th: {
    password_reset: {
      subject: 'รีเซ็ตรหัสผ่าน Atelier ของคุณ',
      lines: (url) => ['เราได้รับคำขอรีเซ็ตรหัสผ่านสำหรับบัญชี Atelier ของคุณ โปรดเปิดลิงก์นี้ภายใน 1 ชั่วโมงเพื่อตั้งรหัสผ่านใหม่', url, '', 'หากคุณไม่ได้ส่งคำขอนี้ โปรดละเว้นอีเมลฉบับนี้ รหัสผ่านของคุณจะยังคงเหมือนเดิม'],
    },
    unlock: {
      subject: 'ปลดล็อกบัญชี Atelier ของคุณ',
      lines: (url, reference) => [
        `บัญชี Atelier ของคุณถูกระงับการเข้าสู่ระบบชั่วคราว เนื่องจากมีการใส่รหัสผ่านผิดหลายครั้ง (หมายเลขอ้างอิง ${reference})`,
        'หากเป็นคุณ โปรดเปิดลิงก์นี้ภายใน 24 ชั่วโมงเพื่อปลดล็อกบัญชี',
        url,
        '',
        'หากไม่ใช่คุณ โปรดปลดล็อกบัญชีแล้วรีเซ็ตรหัสผ่านของคุณ',
      ],
    },
  },
  zh: {
    password_reset: {
      subject: '重設你的 Atelier 密碼',
      lines: (url) => ['我們收到重設你 Atelier 帳戶密碼的要求。請於 1 小時內開啟以下連結設定新密碼：', url, '', '如果你沒有提出這項要求，請忽略此電郵，你的密碼將維持不變。'],
    },
    unlock: {
      subject: '解鎖你的 Atelier 帳戶',
      lines: (url, reference) => [
        `由於多次輸入錯誤密碼，你的 Atelier 帳戶已暫停登入（參考編號 ${reference}）。`,
        '如果是你本人，請於 24 小時內開啟以下連結解鎖帳戶：',
        url,
        '',
        '如果不是你本人，請先解鎖帳戶，然後重設密碼。',
      ],
    },
  },
};

export interface AccountLinkEmail {
  lang: LanguageCode;
  firstName: string;
  url: string;
  /** The block's reference id (unlock). */
  reference?: string;
}

/** Subject and body of the email carrying a link of `purpose`. */
export function accountLinkEmail(purpose: LinkPurpose, email: AccountLinkEmail): { subject: string; body: string } {
  const words = WORDS[email.lang];
  const lines = purpose === 'unlock' ? words.unlock.lines(email.url, email.reference ?? '') : words.password_reset.lines(email.url);
  return { subject: words[purpose].subject, body: letter(email.lang, email.firstName, lines) };
}

async function createLink(db: pg.Pool | pg.PoolClient, accountId: string, purpose: LinkPurpose, now: Date): Promise<{ token: string; id: string }> {
  const token = randomBytes(32).toString('base64url');
  await db.query('UPDATE account_links SET used_at = $3 WHERE account_id = $1 AND purpose = $2 AND used_at IS NULL', [accountId, purpose, now]);
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO account_links (account_id, purpose, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5) RETURNING id::text',
    [accountId, purpose, hashToken(token), now, new Date(now.getTime() + LINK_LIFETIME_MS[purpose])],
  );
  return { token, id: rows[0].id };
}

type LinkLookup = { ok: true; linkId: string; accountId: string } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

async function findLink(db: pg.Pool | pg.PoolClient, token: string, purpose: LinkPurpose, now: Date, forUpdate = false): Promise<LinkLookup> {
  const { rows } = await db.query<{ id: string; account_id: string; expires_at: Date; used_at: Date | null }>(
    `SELECT id::text, account_id::text, expires_at, used_at FROM account_links WHERE token_hash = $1 AND purpose = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [hashToken(token), purpose],
  );
  const link = rows[0];
  if (!link) return { ok: false, reason: 'invalid' };
  if (link.used_at) return { ok: false, reason: 'used' };
  if (link.expires_at.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, linkId: link.id, accountId: link.account_id };
}

/** Creates a link of `purpose` and emails it to the account, in the account's language. */
async function emailLink(pool: pg.Pool, account: AccountRow, purpose: LinkPurpose, target: LinkTarget, now: Date): Promise<void> {
  const country = countries.get(account.country) ?? countries.defaultCountry;
  const lang = offeredLanguage(country, account.language);
  const link = await createLink(pool, account.id, purpose, now);
  const url = linkUrl(target, country, lang, purpose, link.token);
  const email = accountLinkEmail(purpose, { lang, firstName: account.first_name, url, reference: account.block_reference ?? '' });
  await sendMessage(pool, { channel: 'email', recipient: account.email, kind: purpose, ...email, country: country.code, accountLinkId: link.id }, now);
}

/** Emails a password-reset link when the email has an account; does nothing visible otherwise. */
export async function requestPasswordReset(pool: pg.Pool, email: string, target: LinkTarget, now = new Date()): Promise<void> {
  const account = await findAccountByEmail(pool, email);
  if (!account) return;
  await emailLink(pool, account, 'password_reset', target, now);
}

export type ResetResult = { ok: true; accountId: string } | { ok: false; reason: 'expired' } | { ok: false; reason: 'password_rules'; codes: PasswordRuleCode[] };

/**
 * Sets a new password from a reset link. An unknown, used or expired link answers `expired` (the user's
 * remedy is the same: request a new link). A password that breaks a rule leaves the link usable.
 */
export async function resetPassword(pool: pg.Pool, input: { token: string; password: string; passwordConfirmation: string }, now = new Date()): Promise<ResetResult> {
  const link = await findLink(pool, input.token, 'password_reset', now);
  if (!link.ok) return { ok: false, reason: 'expired' };
  const account = await findAccountById(pool, link.accountId);
  if (!account) return { ok: false, reason: 'expired' };
  const codes = await newPasswordViolations(pool, account, input.password, input.passwordConfirmation, 'reset');
  if (codes.length) return { ok: false, reason: 'password_rules', codes };
  return withTransaction(async (client) => {
    const locked = await findLink(client, input.token, 'password_reset', now, true);
    if (!locked.ok) return { ok: false, reason: 'expired' } as const;
    await client.query('UPDATE account_links SET used_at = $2 WHERE id = $1', [locked.linkId, now]);
    await setPassword(client, account.id, input.password, now);
    return { ok: true, accountId: account.id } as const;
  }, pool);
}

/** Emails an unlock link to a blocked account. */
export async function sendUnlockLink(pool: pg.Pool, account: AccountRow, target: LinkTarget, now = new Date()): Promise<void> {
  await emailLink(pool, account, 'unlock', target, now);
}

/** Emails an unlock link when the email belongs to a blocked account; does nothing visible otherwise. */
export async function requestUnlock(pool: pg.Pool, email: string, target: LinkTarget, now = new Date()): Promise<void> {
  const account = await findAccountByEmail(pool, email);
  if (!account?.blocked_at) return;
  await sendUnlockLink(pool, account, target, now);
}

export type UnlockResult = { ok: true; accountId: string } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

/** Lifts the block of the link's account; failures counted before now no longer count. */
export async function unlockAccount(pool: pg.Pool, token: string, now = new Date()): Promise<UnlockResult> {
  return withTransaction(async (client) => {
    const link = await findLink(client, token, 'unlock', now, true);
    if (!link.ok) return link;
    await client.query('UPDATE account_links SET used_at = $2 WHERE id = $1', [link.linkId, now]);
    await client.query('UPDATE accounts SET blocked_at = NULL, block_reference = NULL, unlocked_at = $2 WHERE id = $1', [link.accountId, now]);
    return { ok: true, accountId: link.accountId } as const;
  }, pool);
}
