export const BUILD_DATA_SOURCES: readonly string[];
export function buildStamp(sourceHash: string, env?: Record<string, string | undefined>): string;
export function buildIsUpToDate(made: string, sourceHash: string, env?: Record<string, string | undefined>, options?: { anyData?: boolean }): boolean;
