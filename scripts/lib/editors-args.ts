/**
 * The arguments of `npm run editors` (scripts/editors.ts), read without touching a database so they can be tested:
 * the command, the e-mail it names, its options, and one line saying what is wrong when they do not fit.
 */
import { STUDIO_ROLES, type StudioRole } from '@/commerce/accounts/roles';

export const EDITORS_USAGE =
  'usage: npm run editors -- create <e-mail> [--role editor|publisher|admin] [--first-name F] [--last-name L] [--password-file FILE] | list | role <e-mail> editor|publisher|admin | disable <e-mail> | reset-password <e-mail> [--password-file FILE]';

export type EditorsCommand =
  | { command: 'list' }
  | { command: 'create'; email: string; role: StudioRole; firstName?: string; lastName?: string; passwordFile?: string }
  | { command: 'role'; email: string; role: StudioRole }
  | { command: 'disable'; email: string }
  | { command: 'reset-password'; email: string; passwordFile?: string };

export type ParsedEditorsArgs = { ok: true; value: EditorsCommand } | { ok: false; message: string };

const OPTIONS = ['--role', '--first-name', '--last-name', '--password-file'] as const;

const unknownRole = (given: string | undefined) => `Unknown role "${given ?? ''}": the role is one of ${STUDIO_ROLES.join(', ')}.`;
const asRole = (given: string | undefined): StudioRole | undefined => STUDIO_ROLES.find((r) => r === given?.trim().toLowerCase());

/** Reads `npm run editors -- …`'s arguments (process.argv after the script). */
export function parseEditorsArgs(args: readonly string[]): ParsedEditorsArgs {
  const positional: string[] = [];
  const options = new Map<string, string | undefined>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    if (!(OPTIONS as readonly string[]).includes(arg)) return { ok: false, message: `Unknown option ${arg}. ${EDITORS_USAGE}` };
    options.set(arg, args[i + 1]?.startsWith('--') ? undefined : args[i + 1]);
    i++;
  }
  const [command, email, extra] = positional;
  if (command === 'list') return positional.length === 1 ? { ok: true, value: { command } } : { ok: false, message: EDITORS_USAGE };
  if (!email || !['create', 'role', 'disable', 'reset-password'].includes(command ?? '')) return { ok: false, message: EDITORS_USAGE };
  if (command === 'role') {
    const role = asRole(extra);
    if (!role) return { ok: false, message: extra === undefined ? EDITORS_USAGE : unknownRole(extra) };
    return positional.length === 3 ? { ok: true, value: { command, email, role } } : { ok: false, message: EDITORS_USAGE };
  }
  if (extra !== undefined) return { ok: false, message: EDITORS_USAGE };
  if (command === 'create') {
    const given = options.has('--role') ? options.get('--role') : 'editor';
    const role = asRole(given);
    if (!role) return { ok: false, message: unknownRole(given) };
    return { ok: true, value: { command, email, role, firstName: options.get('--first-name'), lastName: options.get('--last-name'), passwordFile: options.get('--password-file') } };
  }
  if (command === 'reset-password') return { ok: true, value: { command, email, passwordFile: options.get('--password-file') } };
  return { ok: true, value: { command: 'disable', email } };
}
