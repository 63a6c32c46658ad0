import "server-only";
/**
 * One record event to the clients of this process that subscribed to it, each
 * getting the record as it may see it: the collection's list rule for a `*`
 * topic, its view rule for a record topic (as PocketBase), the topic's own
 * `filter`, `expand` and `fields`. Subscribers with the same user and the same
 * options share one query, so an event costs one query per distinct viewer.
 */
import { sql, type SQL } from "drizzle-orm";
import { combine, MAIN, present, ruleCondition, runner } from "@/lib/records/access";
import { expandRows, parseExpand } from "@/lib/records/expand";
import { compileExpression, makeScope, type Compiled } from "@/lib/records/filter/compile";
import { boolSql } from "@/lib/records/filter/operands";
import { parseFields, pick } from "@/lib/records/pick";
import { getCollection } from "@/lib/records/registry";
import { selectList, tableRef } from "@/lib/records/select";
import type { RecordRow } from "@/lib/records/serialise";
import { column, ident } from "@/lib/records/sqlutil";
import type { Collection, RequestInfo } from "@/lib/records/types";
import { verifyAuthToken } from "@/lib/auth/token.server";
import { logger } from "@/lib/log";
import { broker, clientsOf, drop, expired, type RealtimeClient } from "./broker.server";
import { sseMessage, type RealtimeAction, type Topic } from "./topics";

export interface RecordEvent {
  collection: string;
  id: string;
  action: RealtimeAction;
  /** The row as its write left it (a delete: as it was), database column names, hidden ones left out. */
  row?: Record<string, unknown>;
}

interface Audience {
  auth: Record<string, unknown> | null;
  topic: Topic;
  recipients: Array<{ client: RealtimeClient; topic: string }>;
}

function matches(topic: Topic, collection: Collection, id: string): boolean {
  return (topic.collection === collection.name || topic.collection === collection.id) && (topic.record === "*" || topic.record === id);
}

/** Subscribers grouped by what decides their answer: user, rule kind and options. */
function audiences(collection: Collection, id: string): Audience[] {
  const groups = new Map<string, Audience>();
  const now = Date.now();
  for (const client of broker().clients.values()) {
    if (expired(client, now)) {
      drop(client);
      continue;
    }
    for (const topic of client.topics) {
      if (!matches(topic, collection, id)) continue;
      const key = JSON.stringify([client.authId, topic.record === "*", topic.query, topic.headers]);
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { auth: client.auth, topic, recipients: [] }));
      group.recipients.push({ client, topic: topic.name });
    }
  }
  return [...groups.values()];
}

/**
 * The row source: the row the write left, rebuilt with the table's own row type, so the
 * event shows the record as of that write however late it is delivered (and a deleted one
 * at all); the table itself only for a payload without it.
 */
function source(collection: Collection, event: RecordEvent): SQL {
  if (!event.row) return tableRef(collection, MAIN);
  return sql`jsonb_populate_record(NULL::${ident(collection.tableName)}, ${JSON.stringify(event.row)}::jsonb) AS ${ident(MAIN)}`;
}

/** The event's data for one audience, or null when the rule (or its filter) hides the record. */
async function dataFor(collection: Collection, event: RecordEvent, audience: Audience): Promise<string | null> {
  const { topic } = audience;
  const request: RequestInfo = { auth: audience.auth, method: "GET", query: topic.query, headers: topic.headers, body: {} };
  const counter = { n: 0 };
  const now = new Date();
  let where: Compiled;
  try {
    // A locked rule (null) throws a 403 here: nobody but a superuser gets the event.
    const rule = ruleCondition(collection, topic.record === "*" ? "list" : "view", request, counter, now);
    const filter = topic.query.filter?.trim()
      ? compileExpression(topic.query.filter, makeScope({ collection, alias: MAIN, mode: "filter", request, counter, now }))
      : true;
    where = combine([rule, filter]);
  } catch {
    return null;
  }
  if (where === false) return null;
  const run = await runner();
  const rows = await run<RecordRow>(
    sql`SELECT ${selectList(collection, MAIN)} FROM ${source(collection, event)} WHERE ${column(MAIN, "id")} = ${event.id}::text AND ${boolSql(where)} LIMIT 1`,
  );
  if (rows.length === 0) return null;
  const expansions = await expandRows(run, collection, rows, parseExpand(topic.query.expand ?? ""), request);
  const record = pick(present(collection, rows, expansions, request)[0], parseFields(topic.query.fields));
  return JSON.stringify({ action: event.action, record });
}

/**
 * A changed user's streams keep only tokens that still verify: logout and a
 * password change renew the user's token key, and the streams they authorised end.
 */
async function recheckTokens(userId: string): Promise<void> {
  for (const client of clientsOf(userId)) {
    if (client.token && !(await verifyAuthToken(client.token))) drop(client);
  }
}

/** Rule checks of one event run this many at a time: PostgreSQL answers them side by side, PGlite in turn. */
const PARALLEL_CHECKS = 4;

async function send(collection: Collection, event: RecordEvent, audience: Audience): Promise<void> {
  let data: string | null = null;
  try {
    data = await dataFor(collection, event, audience);
  } catch (error) {
    // One subscriber's bad filter or a failing query must not stop the others' events.
    logger.warn(`[realtime] event for ${collection.name} not delivered to a subscriber group: ${(error as Error).message}`);
  }
  if (data === null) return;
  for (const { client, topic } of audience.recipients) {
    if (!client.write(sseMessage(client.id, topic, data))) drop(client);
  }
}

export async function deliver(event: RecordEvent): Promise<void> {
  const collection = getCollection(event.collection);
  if (!collection) return;
  if (collection.auth && event.action === "update") await recheckTokens(event.id);
  const groups = audiences(collection, event.id);
  for (let i = 0; i < groups.length; i += PARALLEL_CHECKS) {
    await Promise.all(groups.slice(i, i + PARALLEL_CHECKS).map((audience) => send(collection, event, audience)));
  }
  // A deleted user's streams end with the user, as in PocketBase.
  if (event.action === "delete" && collection.auth) for (const client of clientsOf(event.id)) drop(client);
}
