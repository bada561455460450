export function parserErrorAnswer(code: string | undefined): { status: number; message: string };
export function parserErrorResponse(code: string | undefined): Buffer;
export function installParserErrors(proto?: object): void;
