import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDatabase } from "@/db";
import { openDatabase } from "@/db/open";
import { ServerBusyError } from "@/db/admission";
import { databaseErrorCode, isDatabaseUnavailable, isStatementTimeout } from "@/db/errors";
import { SHARED_PG, pgAvailable } from "../reliability/servers";
import { errorResponse } from "@/lib/records/http";

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected the statement to fail");
}

describe("database errors through Drizzle", () => {
  it("an unreachable PostgreSQL is an outage: the API answers a PocketBase-shaped 503", async () => {
    // Port 1 on loopback: nothing listens there, so the driver's connect is refused.
    const handle = await openDatabase({ kind: "postgres", url: "postgres://postgres@127.0.0.1:1/none", max: 1 });
    try {
      const error = await failure(() => handle.rows(sql`select 1`));
      expect(databaseErrorCode(error)).toBe("ECONNREFUSED");
      expect(isDatabaseUnavailable(error)).toBe(true);
      const answer = errorResponse(error);
      expect(answer.status).toBe(503);
      const body = await answer.json();
      expect(body).toEqual({ status: 503, message: expect.any(String), data: {} });
      expect(JSON.stringify(body)).not.toMatch(/select|127\.0\.0\.1|ECONN/i);
    } finally {
      await handle.close();
    }
  });

  it.runIf(pgAvailable())("a statement past the PostgreSQL statement timeout is a PocketBase-shaped 400 without SQL", async () => {
    const handle = await openDatabase({ kind: "postgres", url: `${SHARED_PG}/postgres`, max: 1, statementTimeoutMs: 200 });
    try {
      const started = Date.now();
      const error = await failure(() => handle.rows(sql`select pg_sleep(5)`));
      expect(Date.now() - started).toBeLessThan(3000);
      expect(databaseErrorCode(error)).toBe("57014");
      expect(isStatementTimeout(error)).toBe(true);
      expect(isDatabaseUnavailable(error)).toBe(false);
      const answer = errorResponse(error);
      expect(answer.status).toBe(400);
      const body = await answer.json();
      expect(body).toEqual({ status: 400, message: expect.stringMatching(/took longer/), data: {} });
      expect(JSON.stringify(body)).not.toMatch(/select|sleep|cancel/i);
    } finally {
      await handle.close();
    }
  });

  it("a value the database refuses is the caller's 400, not an outage", async () => {
    const handle = await getDatabase();
    const error = await failure(() => handle.rows(sql`select ${"not a number"}::int as n`));
    expect(databaseErrorCode(error)).toBe("22P02");
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(errorResponse(error).status).toBe(400);
  });

  it("a statement error that is neither stays a generic 500 without its SQL", async () => {
    const handle = await getDatabase();
    const error = await failure(() => handle.rows(sql`select * from no_such_table_here`));
    expect(databaseErrorCode(error)).toBe("42P01");
    const answer = errorResponse(error);
    expect(answer.status).toBe(500);
    expect(await answer.text()).not.toMatch(/no_such_table_here/);
  });

  it("a request refused by admission is a PocketBase-shaped 503 that says when to retry", async () => {
    const answer = errorResponse(new ServerBusyError());
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("2");
    expect(await answer.json()).toEqual({ status: 503, message: "The server is busy. Please try again shortly.", data: {} });
  });
});
