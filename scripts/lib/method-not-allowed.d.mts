export function methodNotAllowedMessage(method: string | undefined): string;
export function installMethodNotAllowed(proto?: object): void;
