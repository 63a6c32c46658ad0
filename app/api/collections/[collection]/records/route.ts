import { currentUser } from "@/lib/auth/current-user.server";
import { throttledSignUp } from "@/lib/auth/sign-up.server";
import { createRecord, listRecordsText } from "@/lib/records/crud";
import { collectionFrom, handle, json, jsonText, readBody, readOptions, requestInfo } from "@/lib/records/http";
import { parseListParams } from "@/lib/records/params";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ collection: string }> };

export async function GET(request: Request, context: Context) {
  return handle(async () => {
    const collection = collectionFrom((await context.params).collection);
    const auth = await currentUser(request);
    const params = parseListParams(new URL(request.url).searchParams);
    return jsonText(await listRecordsText(collection, params, requestInfo(request, auth)));
  });
}

export async function POST(request: Request, context: Context) {
  return handle(async () => {
    const collection = collectionFrom((await context.params).collection);
    const body = await readBody(request);
    const auth = await currentUser(request);
    const create = () => createRecord(collection, body, readOptions(request), requestInfo(request, auth, body));
    return json(collection.auth ? await throttledSignUp(request, create) : await create());
  });
}
