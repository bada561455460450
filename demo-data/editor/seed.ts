/**
 * The demo store's content editor (README, "Editors' studio"): signs in at /sign_in like a shopper and may
 * use /studio. It is a studio admin, so a fresh demo has someone who may add people at /studio/people. Idempotent:
 * an existing admin keeps its password; an account that is not one (disabled, or an editor from before admins) gets
 * the role and the published password back.
 */
import { ensureEditor } from '@/commerce/accounts/roles';
import { DEMO_EDITOR } from '@/config/demo-editor';
import type { SeedStep } from '../seed';

export { DEMO_EDITOR };

export const editorSeedStep: SeedStep = {
  name: 'editor',
  async run(client) {
    // A demo database whose demo editor was disabled (as a production start asks) gets it back with its password.
    return `${DEMO_EDITOR.email} ${await ensureEditor(client, DEMO_EDITOR, new Date(), { restorePassword: true, role: 'admin' })}`;
  },
};
