/**
 * The store process killed with SIGKILL (by its PID) in the middle of an order load, then started again (issue 20;
 * docs/reliability/database-and-races.md): every order answered 201 is in the database exactly once, a retry with
 * the same Idempotency-Key recovers the orders the kill cut off, and the outbox holds each order's email and SMS once.
 */
import { describe, expect, it } from 'vitest';
import { recordFigures } from './figures';
import { auditOrders, inWaves, orderLoad, placeOrder, sleep, unitsInStock } from './database-order-load';

const SHOPPERS = 60;
const PARALLEL = 8;

describe('kill -9 of the store under an order load', () => {
  const fixture = orderLoad('kill9', SHOPPERS);

  it('keeps every acknowledged order exactly once; a retry with the same key recovers the cut-off ones; the outbox sends once', async () => {
    const { stack, db, variants, shoppers, stockBefore } = fixture;
    const killed = stack.web().pid;
    const load = inWaves(shoppers, PARALLEL, placeOrder);
    while (shoppers.filter((s) => s.statuses.length > 0).length < SHOPPERS / 3) await sleep(5);
    await stack.killWeb();
    await load;
    const acknowledged = shoppers.filter((s) => s.statuses[0] === 201);
    const cutOff = shoppers.filter((s) => s.statuses[0] !== 201);

    await stack.restartWeb();
    const afterRestart = await auditOrders(db, shoppers.map((s) => s.deviceId));
    const numbers = afterRestart.orders.map((o) => o.number);
    const foundOnce = acknowledged.filter((s) => numbers.filter((n) => n === s.number).length === 1).length;
    // Cut off after its commit (placed, never answered) or before it (rolled back): the same key tells which.
    await inWaves(cutOff, 4, placeOrder);
    const retryStatuses = cutOff.map((s) => s.statuses.at(-1));
    const replayed = retryStatuses.filter((s) => s === 200).length;

    const audit = await auditOrders(db, shoppers.map((s) => s.deviceId));
    const unitsOrdered = audit.orders.reduce((n, o) => n + o.units, 0);
    const stockAfter = await unitsInStock(db, variants);
    const outboxWrong = audit.orders.filter((o) => o.messages !== 2).length;
    recordFigures('Store killed (kill -9) under load', [
      { measure: 'orders answered 201 before the kill, found in the database exactly once', value: `${foundOnce} of ${acknowledged.length}`, budget: 'all', ok: foundOnce === acknowledged.length },
      { measure: 'orders cut off by the kill, placed by a retry with the same Idempotency-Key', value: `${cutOff.filter((s) => s.number).length} of ${cutOff.length} (${replayed} had committed unanswered)`, budget: 'all', ok: cutOff.every((s) => s.number) },
      { measure: 'orders whose payment email and SMS are not in the outbox exactly once', value: `${outboxWrong} of ${audit.orders.length}`, budget: '0', ok: outboxWrong === 0 },
      { measure: 'orders half-written by the kill', value: `${audit.partial.length} of ${audit.orders.length}`, budget: '0', ok: audit.partial.length === 0 },
    ]);

    expect(stack.web().pid).not.toBe(killed);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(cutOff.length).toBeGreaterThan(0);
    expect(foundOnce).toBe(acknowledged.length);
    expect(retryStatuses.filter((s) => s !== 201 && s !== 200)).toEqual([]);
    expect(audit.orders).toHaveLength(SHOPPERS);
    expect(audit.devicesWithSeveralOrders).toBe(0);
    expect(audit.partial).toEqual([]);
    expect(outboxWrong).toBe(0);
    expect(audit.bagsLeftBehind).toBe(0);
    expect(stockBefore - stockAfter).toBe(unitsOrdered);
  });
});
