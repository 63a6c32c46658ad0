import { afterEach, describe, expect, it, vi } from "vitest";
import { Admission, SERVER_BUSY } from "@/db/admission";
import { admitCurrentRequest, withDatabaseAdmission } from "@/db/request-scope";

const tick = () => new Promise((r) => setImmediate(r));

describe("Admission", () => {
  afterEach(() => vi.useRealTimers());

  it("lets `limit` requests in and admits the rest in arrival order", async () => {
    const gate = new Admission(2, 100, 60_000);
    const order: number[] = [];
    await gate.enter();
    await gate.enter();
    const waiting = [3, 4, 5].map((n) => gate.enter().then(() => order.push(n)));
    await tick();
    expect(gate.running).toBe(2);
    expect(gate.queued).toBe(3);
    gate.leave();
    await tick();
    expect(order).toEqual([3]);
    gate.leave();
    gate.leave();
    await Promise.all(waiting);
    expect(order).toEqual([3, 4, 5]);
    expect(gate.running).toBe(2);
    gate.leave();
    gate.leave();
    expect(gate.running).toBe(0);
  });

  it("refuses at once when too many are waiting", async () => {
    const gate = new Admission(1, 1, 60_000);
    await gate.enter();
    const first = gate.enter();
    await expect(gate.enter()).rejects.toMatchObject({ code: SERVER_BUSY });
    gate.leave();
    await first;
  });

  it("refuses a request that waited too long and forgets it", async () => {
    vi.useFakeTimers();
    const gate = new Admission(1, 10, 1_000);
    await gate.enter();
    const late = gate.enter();
    const expectation = expect(late).rejects.toMatchObject({ code: SERVER_BUSY });
    await vi.advanceTimersByTimeAsync(1_001);
    await expectation;
    expect(gate.queued).toBe(0);
    // The place it never got is not handed to it later.
    gate.leave();
    expect(gate.running).toBe(0);
  });
});

describe("withDatabaseAdmission", () => {
  it("takes one place per request however often it asks, and gives it back at the end", async () => {
    const gate = new Admission(1, 10, 60_000);
    let seen = -1;
    await withDatabaseAdmission(gate, async () => {
      await Promise.all([admitCurrentRequest(), admitCurrentRequest()]);
      await admitCurrentRequest();
      seen = gate.running;
    });
    expect(seen).toBe(1);
    expect(gate.running).toBe(0);
  });

  it("takes no place when the request never asks for the database", async () => {
    const gate = new Admission(1, 10, 60_000);
    await gate.enter();
    // Would wait forever if it queued for the only place.
    await expect(withDatabaseAdmission(gate, async () => "no database")).resolves.toBe("no database");
    gate.leave();
  });

  it("gives the place back when the work throws", async () => {
    const gate = new Admission(1, 10, 60_000);
    await expect(
      withDatabaseAdmission(gate, async () => {
        await admitCurrentRequest();
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    await tick();
    expect(gate.running).toBe(0);
  });

  it("serves requests one at a time in arrival order when the limit is one", async () => {
    const gate = new Admission(1, 10, 60_000);
    const events: string[] = [];
    const request = (name: string) =>
      withDatabaseAdmission(gate, async () => {
        await admitCurrentRequest();
        events.push(`${name} start`);
        await tick();
        await tick();
        events.push(`${name} end`);
      });
    await Promise.all([request("a"), request("b"), request("c")]);
    expect(events).toEqual(["a start", "a end", "b start", "b end", "c start", "c end"]);
  });
});
