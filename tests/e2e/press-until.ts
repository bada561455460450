/**
 * Pressing a control that the server rendered inside a client island: until the island has hydrated, a press
 * does nothing (no handler yet), and nothing on the page says when it has. So a test presses until the press's
 * effect shows, instead of guessing how long hydration takes on a busy machine.
 */
import { expect, type Locator } from '@playwright/test';

/** A press given the time it may take (`locator.click({ timeout })`, `selectOption(…, { timeout })`, …). */
export type Press = (timeout: number) => Promise<unknown>;
/** An assertion of the effect given the time it may take (`expect(…).toBeVisible({ timeout })`, …). */
export type Effect = (timeout: number) => Promise<unknown>;

/** How long one round waits for the effect after a press, and how long a press may wait for its control. */
const EFFECT_MS = 5_000;
const PRESS_MS = 2_000;
/** A glance at whether the effect already holds (a press of an earlier round may have landed late). */
const GLANCE_MS = 250;

/**
 * Presses `control` (a locator, clicked; or a press of its own) until `effect` holds. Each round first looks
 * whether the effect already holds (an earlier press may have taken effect after its round gave up) and stops
 * if so; then presses, with a short timeout, so a control that went away with its effect (a page left, a button
 * disabled while its request runs) does not hold the round up; then gives the effect a few seconds.
 */
export async function pressUntil(control: Locator | Press, effect: Effect, { timeout = 20_000 }: { timeout?: number } = {}): Promise<void> {
  const press: Press = typeof control === 'function' ? control : (t) => control.click({ timeout: t });
  await expect(async () => {
    if (await holds(effect)) return;
    await press(PRESS_MS);
    await effect(EFFECT_MS);
  }).toPass({ timeout });
}

async function holds(effect: Effect): Promise<boolean> {
  try {
    await effect(GLANCE_MS);
    return true;
  } catch {
    return false;
  }
}
