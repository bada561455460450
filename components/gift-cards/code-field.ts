/** How a gift card code field behaves: no autofill or spelling help, capitals on phones, a code's length with room for dashes. */
export const CODE_INPUT = { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 40 } as const;
