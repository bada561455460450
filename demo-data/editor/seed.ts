/**
 * The demo store's content editor (README, "Editors' studio"): signs in at /sign_in like a shopper and may
 * use /studio. Idempotent: an existing account keeps its password and gets the editor role.
 */
import { ensureEditor } from '@/commerce/accounts/roles';
import type { SeedStep } from '../seed';

export const DEMO_EDITOR = {
  email: 'editor@atelier.example',
  password: 'Studio#2026',
  firstName: 'Demo',
  lastName: 'Editor',
  country: 'SG',
  language: 'en',
} as const;

export const editorSeedStep: SeedStep = {
  name: 'editor',
  async run(client) {
    return `${DEMO_EDITOR.email} ${await ensureEditor(client, DEMO_EDITOR)}`;
  },
};
