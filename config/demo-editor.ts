/**
 * The demo store's content editor, whose password the README publishes: seeded by `npm start`
 * (demo-data/editor/seed.ts) and refused by a production start while it can still sign in with that password
 * (server/refuse-demo-editor.ts; `npm run editors -- disable editor@atelier.example` ends it).
 */
export const DEMO_EDITOR = {
  email: 'editor@atelier.example',
  password: 'Studio#2026',
  firstName: 'Demo',
  lastName: 'Editor',
  country: 'SG',
  language: 'en',
} as const;
