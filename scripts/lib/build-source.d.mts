export function buildSourceRefusal(env: Record<string, string | undefined>): string | undefined;
