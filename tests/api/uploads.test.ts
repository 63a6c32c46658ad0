import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDatabase } from "@/db";
import { MAX_BODY_BYTES } from "@/lib/records/http";
import { storedFileName } from "@/lib/records/uploads";
import { call } from "./harness";
import { PASSWORD, signUp, uid } from "./fixtures";

async function storedNames(recordId: string): Promise<string[]> {
  const handle = await getDatabase();
  const rows = await handle.rows<{ filename: string }>(
    sql`select filename from stored_files where collection = 'users' and record_id = ${recordId} order by filename`,
  );
  return rows.map((r) => r.filename);
}

async function download(recordId: string, name: string): Promise<Response> {
  return call(`/api/files/users/${recordId}/${name}`);
}

describe("file uploads (multipart, as PocketBase)", () => {
  it("names a stored file as PocketBase does, never with a path", () => {
    expect(storedFileName("My Photo.PNG")).toMatch(/^my_photo_[a-z0-9]{10}\.png$/);
    expect(storedFileName("../../etc/passwd")).toMatch(/^passwd_[a-z0-9]{10}$/);
    expect(storedFileName("..")).toMatch(/^file_[a-z0-9]{10}$/);
    expect(storedFileName("ü.jpg")).toMatch(/^file_[a-z0-9]{10}\.jpg$/);
  });

  it("stores an uploaded avatar, serves the same bytes, replaces and clears it with the stored file", async () => {
    const user = await signUp();
    const bytes = randomBytes(200 * 1024);
    const form = new FormData();
    form.append("avatar", new Blob([bytes]), "My Photo.PNG");
    const updated = await user.pb.collection("users").update(user.id, form);
    expect(updated.avatar).toMatch(/^my_photo_[a-z0-9]{10}\.png$/);
    const first = await download(user.id, updated.avatar);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await first.arrayBuffer()).equals(bytes)).toBe(true);

    const second = new FormData();
    second.append("avatar", new Blob([Buffer.from("second")]), "b.webp");
    const replaced = await user.pb.collection("users").update(user.id, second);
    expect(replaced.avatar).toMatch(/^b_[a-z0-9]{10}\.webp$/);
    expect((await download(user.id, updated.avatar)).status).toBe(404);
    expect(await storedNames(user.id)).toEqual([replaced.avatar]);

    const cleared = await user.pb.collection("users").update(user.id, { avatar: null });
    expect(cleared.avatar).toBe("");
    expect(await storedNames(user.id)).toEqual([]);
  });

  it("uploads with the create, inside the same transaction", async () => {
    const email = `${uid("upl")}@example.test`;
    const form = new FormData();
    for (const [k, v] of Object.entries({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: "Uploader" })) form.append(k, v);
    form.append("avatar", new Blob([Buffer.from("avatar at sign-up")]), "me.jpg");
    const res = await call("/api/collections/users/records", { method: "POST", body: form });
    expect(res.status).toBe(200);
    const created = await res.json();
    expect(await storedNames(created.id)).toEqual([created.avatar]);

    // A create that fails stores nothing.
    const bad = new FormData();
    bad.append("email", "not an email");
    const base = uid("refused");
    bad.append("avatar", new Blob([Buffer.from("x")]), `${base}.png`);
    const refused = await call("/api/collections/users/records", { method: "POST", body: bad });
    expect(refused.status).toBe(400);
    const handle = await getDatabase();
    const left = await handle.rows(sql`select 1 from stored_files where filename like ${`${base}_%`}`);
    expect(left).toHaveLength(0);
  });

  it("refuses files for other fields, other people's records, several files for one, and bodies over the limit", async () => {
    const owner = await signUp();
    const other = await signUp();
    const onText = new FormData();
    onText.append("name", new Blob([Buffer.from("x")]), "x.txt");
    const res = await call(`/api/collections/users/records/${owner.id}`, {
      method: "PATCH",
      body: onText,
      headers: { authorization: owner.token },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).data.name.code).toBe("validation_unsupported_value_type");
    const unknown = new FormData();
    unknown.append("nosuchfield", new Blob([Buffer.from("x")]), "x.txt");
    const ignored = await call(`/api/collections/users/records/${owner.id}`, { method: "PATCH", body: unknown, headers: { authorization: owner.token } });
    expect(ignored.status).toBe(200);

    const two = new FormData();
    two.append("avatar", new Blob([Buffer.from("1")]), "1.png");
    two.append("avatar", new Blob([Buffer.from("2")]), "2.png");
    const twice = await call(`/api/collections/users/records/${owner.id}`, { method: "PATCH", body: two, headers: { authorization: owner.token } });
    expect(twice.status).toBe(400);
    expect((await twice.json()).data.avatar.code).toBe("validation_too_many_values");

    const foreign = new FormData();
    foreign.append("avatar", new Blob([Buffer.from("mine now")]), "a.png");
    const theirs = await call(`/api/collections/users/records/${owner.id}`, { method: "PATCH", body: foreign, headers: { authorization: other.token } });
    expect(theirs.status).toBe(404);
    const anonymous = await call(`/api/collections/users/records/${owner.id}`, { method: "PATCH", body: foreign });
    expect(anonymous.status).toBe(404);

    const big = new FormData();
    big.append("avatar", new Blob([randomBytes(MAX_BODY_BYTES + 1)]), "big.png");
    const tooBig = await call(`/api/collections/users/records/${owner.id}`, { method: "PATCH", body: big, headers: { authorization: owner.token } });
    expect(tooBig.status).toBe(413);
    expect(await storedNames(owner.id)).toEqual([]);
  });
});
