import { currentUser } from "@/lib/auth/current-user.server";
import { deleteRecord, updateRecord, viewRecord } from "@/lib/records/crud";
import { collectionFrom, handle, json, noContent, readBody, readOptions, requestInfo } from "@/lib/records/http";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ collection: string; id: string }> };

export async function GET(request: Request, context: Context) {
  return handle(async () => {
    const { collection: name, id } = await context.params;
    const collection = collectionFrom(name);
    const auth = await currentUser(request);
    return json(await viewRecord(collection, id, readOptions(request), requestInfo(request, auth)));
  });
}

export async function PATCH(request: Request, context: Context) {
  return handle(async () => {
    const { collection: name, id } = await context.params;
    const collection = collectionFrom(name);
    const body = await readBody(request);
    const auth = await currentUser(request);
    return json(await updateRecord(collection, id, body, readOptions(request), requestInfo(request, auth, body)));
  });
}

export async function DELETE(request: Request, context: Context) {
  return handle(async () => {
    const { collection: name, id } = await context.params;
    const collection = collectionFrom(name);
    const auth = await currentUser(request);
    await deleteRecord(collection, id, requestInfo(request, auth));
    return noContent();
  });
}
