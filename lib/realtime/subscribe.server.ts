import "server-only";
/**
 * `POST /api/realtime` `{clientId, subscriptions}`: replaces the client's
 * topics (an empty list unsubscribes from everything) and sets its auth from
 * this request, as PocketBase does: a stream is authorised by its subscription
 * calls, a later call with another user is refused, and the token's expiry ends it.
 */
import { bearerToken, currentUser } from "@/lib/auth/current-user.server";
import { tokenFromCookie } from "@/lib/auth/session.server";
import { tokenClaims } from "@/lib/auth/token.server";
import { ApiError, fieldError } from "@/lib/records/errors";
import { readBody } from "@/lib/records/http";
import { getCollection } from "@/lib/records/registry";
import { broker, setExpiry } from "./broker.server";
import { compileExpression, makeScope } from "@/lib/records/filter/compile";
import type { RequestInfo } from "@/lib/records/types";
import { MAX_CLIENT_ID_LENGTH, MAX_OPTION_SETS, MAX_SUBSCRIPTIONS, MAX_TOPIC_LENGTH, MAX_TOPICS_CHARS, parseTopic, type Topic } from "./topics";

function invalid(field: string, message: string): ApiError {
  return new ApiError(400, "Something went wrong while processing your request.", { [field]: fieldError("validation_invalid_value", message) });
}

function readRequest(body: Record<string, unknown>): { clientId: string; subscriptions: string[] } {
  const { clientId, subscriptions = [] } = body;
  if (typeof clientId !== "string" || clientId.length === 0) {
    throw new ApiError(400, "Something went wrong while processing your request.", { clientId: fieldError("validation_required", "Missing required value.") });
  }
  if (clientId.length > MAX_CLIENT_ID_LENGTH) throw invalid("clientId", `Must be at most ${MAX_CLIENT_ID_LENGTH} characters.`);
  if (subscriptions !== null && !Array.isArray(subscriptions)) throw invalid("subscriptions", "Must be a list of topics.");
  const list = (subscriptions ?? []) as unknown[];
  if (list.length > MAX_SUBSCRIPTIONS) throw invalid("subscriptions", `At most ${MAX_SUBSCRIPTIONS} topics.`);
  for (const topic of list) {
    if (typeof topic !== "string" || topic.length > MAX_TOPIC_LENGTH || /[\r\n]/.test(topic)) {
      throw invalid("subscriptions", `Each topic is a string of at most ${MAX_TOPIC_LENGTH} characters.`);
    }
  }
  if ((list as string[]).reduce((n, t) => n + t.length, 0) > MAX_TOPICS_CHARS) throw invalid("subscriptions", `At most ${MAX_TOPICS_CHARS} characters of topics in all.`);
  return { clientId, subscriptions: list as string[] };
}

/**
 * A topic's filter is compiled once here, so a bad one is the subscriber's 400, not a failed
 * query per event. `@collection` joins are refused: a list checks their cost before running
 * them (lib/records/join-guard.ts), but an event's check runs for every write, outside the
 * request turns, and must stay a single-row lookup.
 */
function checkFilter(topic: Topic, auth: Record<string, unknown> | null): void {
  const filter = topic.query.filter?.trim();
  if (!filter) return;
  if (/@collection\./.test(filter)) throw invalid("subscriptions", "A subscription's filter cannot join other collections (@collection).");
  const collection = getCollection(topic.collection)!;
  const request: RequestInfo = { auth, method: "GET", query: topic.query, headers: topic.headers, body: {} };
  try {
    compileExpression(filter, makeScope({ collection, alias: "r", mode: "filter", request, counter: { n: 0 }, now: new Date() }));
  } catch (error) {
    throw invalid("subscriptions", `Invalid filter in ${topic.collection} subscription: ${(error as Error).message}`);
  }
}

export async function setSubscriptions(request: Request): Promise<void> {
  const { clientId, subscriptions } = readRequest(await readBody(request));
  const client = broker().clients.get(clientId);
  if (!client) throw new ApiError(404, "Missing or invalid client id.");
  const auth = await currentUser(request);
  const authId = auth ? String(auth.id) : "";
  if (client.authId && client.authId !== authId) {
    throw new ApiError(403, "The current and the previous request authorization don't match.");
  }
  // The token currentUser accepted: the header's, else the session cookie's.
  const token = auth ? (bearerToken(request) ?? (await tokenFromCookie(request.headers.get("cookie")))) : null;
  const exp = token ? Number(tokenClaims(token)?.exp) : NaN;
  const topics: Topic[] = [];
  const optionSets = new Set<string>();
  for (const name of new Set(subscriptions)) {
    const topic = parseTopic(name);
    // Topics of no collection are accepted and never fire, as in PocketBase.
    if (!topic || !getCollection(topic.collection)) continue;
    checkFilter(topic, auth);
    optionSets.add(JSON.stringify([topic.query, topic.headers]));
    if (optionSets.size > MAX_OPTION_SETS) throw invalid("subscriptions", `At most ${MAX_OPTION_SETS} different option sets (filter, expand, fields, headers) per connection.`);
    topics.push(topic);
  }
  client.auth = auth;
  client.authId = authId;
  client.token = token;
  setExpiry(client, Number.isFinite(exp) ? exp * 1000 : null);
  client.topics = topics;
}

