/** The SPEC §5 password rules for forms; they live with the contracts in schemas/password-rules.ts. */
export * from '@/schemas/password-rules';
