import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { paymentMachine, type PaymentInput, type PaymentState, type PaymentStatus } from './payment.machine';

const QR_MS = 15 * 60 * 1000;

function start(input: PaymentInput, server: { status?: () => Promise<PaymentStatus>; retry?: () => Promise<{ expiresInMs: number | null }> } = {}) {
  const clock = new SimulatedClock();
  const machine = paymentMachine.provide({
    actors: {
      checkStatus: fromPromise(server.status ?? (async () => 'pending' as PaymentState)),
      retryPayment: fromPromise(server.retry ?? (async () => ({ expiresInMs: QR_MS }))),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, clock };
}

describe('payment flow', () => {
  it('opens where the payment stands', () => {
    expect(start({ state: 'paid', expiresInMs: null }).actor.getSnapshot().value).toBe('paid');
    expect(start({ state: 'expired', expiresInMs: 0 }).actor.getSnapshot().value).toBe('expired');
    expect(start({ state: 'pending', expiresInMs: -5 }).actor.getSnapshot().value).toBe('expired');
    expect(start({ state: 'failed', expiresInMs: null }).actor.getSnapshot().value).toBe('failed');
    expect(start({ state: 'blocked', expiresInMs: null }).actor.getSnapshot().value).toBe('blocked');
    expect(start({ state: 'pending', expiresInMs: QR_MS }).actor.getSnapshot().value).toBe('awaitingPayment');
  });

  it('expires the QR exactly when its time is up, not before', () => {
    const { actor, clock } = start({ state: 'pending', expiresInMs: QR_MS });
    clock.increment(QR_MS - 1);
    expect(actor.getSnapshot().value).toBe('awaitingPayment');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('expired');
  });

  it('a card session (no expiry) never expires by itself', () => {
    const { actor, clock } = start({ state: 'pending', expiresInMs: null });
    clock.increment(24 * 60 * 60 * 1000);
    expect(actor.getSnapshot().value).toBe('awaitingPayment');
  });

  it('check status: still pending goes back to waiting; paid ends the flow', async () => {
    let answer: PaymentState = 'pending';
    const { actor } = start({ state: 'pending', expiresInMs: QR_MS }, { status: async () => answer });
    actor.send({ type: 'CHECK_STATUS' });
    await waitFor(actor, (s) => s.matches('awaitingPayment'));
    expect(actor.getSnapshot().context.checks).toBe(1);
    answer = 'paid';
    actor.send({ type: 'CHECK_STATUS' });
    await waitFor(actor, (s) => s.matches('paid'));
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a failed check keeps waiting and says why', async () => {
    const { actor } = start({ state: 'pending', expiresInMs: QR_MS }, { status: async () => Promise.reject(new Error('Network down')) });
    actor.send({ type: 'CHECK_STATUS' });
    await waitFor(actor, (s) => s.matches('awaitingPayment') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Network down');
  });

  it('expired → retry → a new QR with its own expiry → paid', async () => {
    const { actor, clock } = start({ state: 'pending', expiresInMs: QR_MS }, { retry: async () => ({ expiresInMs: 5000 }) });
    clock.increment(QR_MS);
    expect(actor.getSnapshot().value).toBe('expired');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('awaitingPayment'));
    expect(actor.getSnapshot().context.expiresInMs).toBe(5000);
    clock.increment(4999);
    expect(actor.getSnapshot().value).toBe('awaitingPayment');
    actor.send({ type: 'SERVER_STATE', state: 'paid' });
    expect(actor.getSnapshot().value).toBe('paid');
  });

  it('a refused retry lands in failed with the reason; a failure can be retried; blocked is final', async () => {
    const { actor } = start({ state: 'failed', expiresInMs: null }, { retry: async () => Promise.reject(new Error('Out of stock, remove to proceed from checkout')) });
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('failed') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toMatch(/Out of stock/);
    const blocked = start({ state: 'pending', expiresInMs: QR_MS }).actor;
    blocked.send({ type: 'SERVER_STATE', state: 'blocked' });
    expect(blocked.getSnapshot().value).toBe('blocked');
    blocked.send({ type: 'RETRY' });
    expect(blocked.getSnapshot().value).toBe('blocked');
  });

  it('a payment held for a fraud check waits without expiring, then settles on a check', async () => {
    let answer: PaymentStatus = 'review';
    const { actor, clock } = start({ state: 'pending', expiresInMs: QR_MS }, { status: async () => answer });
    actor.send({ type: 'CHECK_STATUS' });
    await waitFor(actor, (s) => s.matches('underReview'));
    clock.increment(QR_MS * 2);
    expect(actor.getSnapshot().value).toBe('underReview');
    answer = 'paid';
    actor.send({ type: 'CHECK_STATUS' });
    await waitFor(actor, (s) => s.matches('paid'));
    expect(start({ state: 'review', expiresInMs: null }).actor.getSnapshot().value).toBe('underReview');
  });

  it('a check that reports the time left restarts the expiry from it, not from the full lifetime', async () => {
    const { actor, clock } = start({ state: 'pending', expiresInMs: QR_MS }, { status: async () => ({ state: 'pending', expiresInMs: 60_000 }) });
    clock.increment(QR_MS - 60_000);
    actor.send({ type: 'CHECK_STATUS' });
    await waitFor(actor, (s) => s.matches('awaitingPayment') && s.context.checks === 1);
    expect(actor.getSnapshot().context.expiresInMs).toBe(60_000);
    clock.increment(59_999);
    expect(actor.getSnapshot().value).toBe('awaitingPayment');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('expired');
  });

  it('under review, a blocked or failed answer from the server ends there', () => {
    const blocked = start({ state: 'review', expiresInMs: null }).actor;
    blocked.send({ type: 'SERVER_STATE', state: 'blocked' });
    expect(blocked.getSnapshot().value).toBe('blocked');
    const failed = start({ state: 'review', expiresInMs: null }).actor;
    failed.send({ type: 'SERVER_STATE', state: 'failed' });
    expect(failed.getSnapshot().value).toBe('failed');
  });
});
