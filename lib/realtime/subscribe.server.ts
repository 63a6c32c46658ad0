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
import { MAX_CLIENT_ID_LENGTH, MAX_SUBSCRIPTIONS, MAX_TOPIC_LENGTH, parseTopic, type Topic } from "./topics";

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
  return { clientId, subscriptions: list as string[] };
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
  for (const name of new Set(subscriptions)) {
    const topic = parseTopic(name);
    // Topics of no collection are accepted and never fire, as in PocketBase.
    if (topic && getCollection(topic.collection)) topics.push(topic);
  }
  client.auth = auth;
  client.authId = authId;
  client.token = token;
  setExpiry(client, Number.isFinite(exp) ? exp * 1000 : null);
  client.topics = topics;
}

