export interface RestartPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  maxRestarts: number;
  windowMs: number;
}
export const RESTART_POLICY: Readonly<RestartPolicy>;
export function restartDelayMs(restart: number, policy?: RestartPolicy): number;
export function restartMessage(name: string, exit: { code: number | null; signal: string | null }, restart: number, policy?: RestartPolicy): string;
export interface SupervisedService {
  match: RegExpMatchArray;
  stop(): Promise<void>;
  /** No more restarts: the store is stopping. */
  hold(): void;
  pid(): number;
}
export function superviseService(
  name: string,
  command: string,
  args: string[],
  options?: {
    cwd?: string;
    env?: Record<string, string | undefined>;
    ready: RegExp;
    timeoutMs?: number;
    restartArgs?: string[];
    policy?: RestartPolicy;
    onGiveUp?: (name: string) => void;
    out?: { write(line: string): unknown };
    err?: { write(line: string): unknown };
  },
): Promise<SupervisedService>;
