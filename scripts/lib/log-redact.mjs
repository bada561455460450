/**
 * What a log line must never carry (docs/architecture.md, "Logs"): e-mail addresses, passwords, tokens (session
 * JWTs, bearer credentials, the `?token=` of reset and unlock links), credentials inside URLs (`redis://:pw@host`,
 * `postgres://user:pw@host`) and card numbers. Two layers: fields named like a secret are replaced whatever their
 * value (`SECRET_KEYS`, also given to pino as redact paths), and every string value and message is scrubbed of
 * the shapes above. Plain JavaScript without Node imports: the server preload, `lib/log.ts` and the tests share it.
 */

export const REDACTED = '[redacted]';

/** Field names whose value is replaced, at any depth (compared lower-case, without `_`/`-`). */
const SECRET_NAMES = ['password', 'newpassword', 'currentpassword', 'passwd', 'secret', 'token', 'accesstoken', 'refreshtoken', 'resettoken', 'apikey', 'authorization', 'cookie', 'setcookie', 'email', 'emailaddress', 'to', 'card', 'cardnumber', 'pan', 'cvc', 'cvv', 'link', 'url', 'reseturl', 'resetlink', 'unlockurl', 'verificationurl'];
const SECRET_SET = new Set(SECRET_NAMES);
const normalName = (name) => String(name).toLowerCase().replace(/[-_]/g, '');
/** Field names to censor, exempt when their value is a plain path or a safe URL (`url` of a request, say). */
const URL_NAMES = new Set(['link', 'url']);

export function isSecretKey(name) {
  return SECRET_SET.has(normalName(name));
}

/** pino's `redact.paths`: the secret names at the top and one level down (the scrubber covers any depth). */
export const REDACT_PATHS = ['password', 'newPassword', 'currentPassword', 'secret', 'token', 'accessToken', 'refreshToken', 'apiKey', 'authorization', 'cookie', 'email', 'cardNumber', 'cvc', 'cvv', 'resetUrl', 'unlockUrl', 'headers.authorization', 'headers.cookie', 'headers["set-cookie"]', 'req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.token', '*.email', '*.cardNumber', '*.cvc', '*.authorization', '*.cookie'];

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/gi;
/**
 * Addresses that are nobody's: the demo editor's, which the README publishes and a production start names in the
 * command that ends it (server/refuse-demo-editor.ts). Every other address is personal data.
 */
const PUBLISHED_ADDRESSES = new Set(['editor@atelier.example']);
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi;
const SECRET_QUERY = /([?&#;](?:token|reset_token|access_token|refresh_token|code|key|api_key|secret|signature|sig|password|pwd)=)[^&\s#"'<>]+/gi;
const AUTH_SCHEME = /\b(Bearer|Basic|Token)\s+[A-Za-z0-9._~+/=-]{6,}/g;
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g;
const KEY_VALUE = /\b(password|passwd|pwd|secret|token|api[_-]?key|authorization|cvc|cvv)(["']?\s*[:=]\s*["']?)(?!\[redacted\])[^\s"',&;})\]]+/gi;
const SECRET_QUERY_TEST = new RegExp(SECRET_QUERY.source, 'i');
const EMAIL_TEST = new RegExp(EMAIL.source, 'i');
const CARD_CANDIDATE = /(?<![\d.])\d(?:[ -]?\d){12,18}(?![\d.])/g;

/** The Luhn check every payment card number passes (and 9 in 10 other digit runs fail). */
function luhn(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** A string with e-mails, URL credentials, token parameters, bearer/JWT tokens, `password=…` and card numbers replaced. */
export function scrub(text) {
  if (typeof text !== 'string' || text.length === 0) return text;
  return text
    .replace(URL_CREDENTIALS, `$1${REDACTED}@`)
    .replace(EMAIL, (address) => (PUBLISHED_ADDRESSES.has(address.toLowerCase()) ? address : '[email]'))
    .replace(SECRET_QUERY, `$1${REDACTED}`)
    .replace(AUTH_SCHEME, `$1 ${REDACTED}`)
    .replace(JWT, '[jwt]')
    .replace(KEY_VALUE, `$1$2${REDACTED}`)
    .replace(CARD_CANDIDATE, (run) => {
      const digits = run.replace(/[ -]/g, '');
      // 13-digit runs are mostly millisecond timestamps; cards of 13 digits are no longer issued.
      return digits.length >= 14 && luhn(digits) ? '[card]' : run;
    });
}

/** A value safe to log: secret-named fields replaced, strings scrubbed, errors reduced to name/message/stack (scrubbed). */
export function scrubValue(value, key, depth = 0, seen = new WeakSet()) {
  if (key !== undefined && isSecretKey(key) && value != null && value !== '') {
    // A request's `url` or `path` field is kept (scrubbed): it is what the line is about.
    if (!(URL_NAMES.has(normalName(key)) && typeof value === 'string' && !SECRET_QUERY_TEST.test(value) && !EMAIL_TEST.test(value))) return REDACTED;
  }
  if (typeof value === 'string') return scrub(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8 || seen.has(value)) return '[…]';
  seen.add(value);
  if (value instanceof Error) {
    const out = { type: value.name, message: scrub(value.message), stack: scrub(value.stack ?? '') };
    if ('code' in value) out.code = value.code;
    if (value.cause !== undefined) out.cause = scrubValue(value.cause, undefined, depth + 1, seen);
    return out;
  }
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, undefined, depth + 1, seen));
  if (value instanceof Date) return value.toISOString();
  const out = {};
  for (const [name, item] of Object.entries(value)) out[name] = scrubValue(item, name, depth + 1, seen);
  return out;
}
