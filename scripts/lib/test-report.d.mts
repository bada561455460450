export interface Failure {
  title: string;
  error: string;
}
export function playwrightFlaky(report: unknown): string[];
export function playwrightFailures(report: unknown): Failure[];
export function vitestFailures(report: unknown, root?: string): Failure[];
export function failureLines(failures: Failure[], options?: { tests?: number; lines?: number; width?: number }): string[];
