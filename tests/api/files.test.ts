import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDatabase } from "@/db";
import { importDiskFiles } from "@/lib/records/legacy-files";
import { putStoredFile } from "@/lib/records/storage";
import { allCollections } from "@/lib/records/registry";
import { call } from "./harness";
import { signUp } from "./fixtures";

describe("files", () => {
  it("serves a record's stored file with a cache header, tolerating ?thumb=, 404 otherwise", async () => {
    const user = await signUp();
    const name = "avatar_abc123.png";
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const handle = await getDatabase();
    await putStoredFile(handle, { collection: "users", recordId: user.id, filename: name }, bytes);
    await putStoredFile(handle, { collection: "users", recordId: user.id, filename: "stray.png" }, bytes);
    await handle.rows(sql`update users set avatar = ${name} where id = ${user.id}`);

    const me = await user.pb.collection("users").getOne(user.id);
    const url = new URL(user.pb.files.getURL(me, me.avatar, { thumb: "100x100" }));
    const viaSdk = await call(`${url.pathname}${url.search}`);
    expect(viaSdk.status).toBe(200);
    expect(Buffer.from(await viaSdk.arrayBuffer())).toEqual(bytes);
    expect(viaSdk.headers.get("content-type")).toBe("image/png");
    expect(viaSdk.headers.get("cache-control")).toMatch(/max-age=\d+/);
    expect(viaSdk.headers.get("x-content-type-options")).toBe("nosniff");

    const byName = await call(`/api/files/users/${user.id}/${name}?thumb=999x999`);
    expect(byName.status).toBe(200);

    for (const bad of [
      `/api/files/users/${user.id}/stray.png`,
      `/api/files/users/${user.id}/missing.png`,
      `/api/files/users/nosuchrecord/${name}`,
      `/api/files/users/${user.id}/..%2F..%2Fetc%2Fpasswd`,
      `/api/files/users/..%2F${user.id}/${name}`,
    ]) {
      const res = await call(bad);
      expect(res.status, bad).toBe(404);
      expect((await res.json()).message).toBe("The requested resource wasn't found.");
    }
    const unknown = await call(`/api/files/nope/${user.id}/${name}`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe("Missing collection context.");
  });

  it("answers ranges, inline or attachment disposition, and forgets a deleted record's files", async () => {
    const user = await signUp();
    const name = "avatar_range01.png";
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
    const handle = await getDatabase();
    await putStoredFile(handle, { collection: "users", recordId: user.id, filename: name }, bytes);
    await handle.rows(sql`update users set avatar = ${name} where id = ${user.id}`);
    const url = `/api/files/users/${user.id}/${name}`;

    const whole = await call(url);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.headers.get("content-disposition")).toBe(`inline; filename="${name}"`);
    expect(whole.headers.get("content-length")).toBe("1000");
    const part = await call(url, { headers: { range: "bytes=10-19" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 10-19/1000");
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(10, 20));
    const tail = await call(url, { headers: { range: "bytes=-5" } });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(995));
    const open = await call(url, { headers: { range: "bytes=990-" } });
    expect(open.headers.get("content-range")).toBe("bytes 990-999/1000");
    const beyond = await call(url, { headers: { range: "bytes=5000-" } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe("bytes */1000");
    const download = await call(`${url}?download=1`);
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="${name}"`);

    await handle.rows(sql`delete from users where id = ${user.id}`);
    const left = await handle.rows(sql`select 1 from stored_files where collection = 'users' and record_id = ${user.id}`);
    expect(left).toHaveLength(0);
  });

  it("moves files an earlier version kept on disk into the database, once", async () => {
    const user = await signUp();
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "forgefit-legacy-storage-"));
    const storage = path.join(root, "storage");
    const folder = path.join(storage, "users", user.id);
    fs.mkdirSync(path.join(folder, "thumbs_avatar_disk01.png"), { recursive: true });
    const original = Buffer.from("original bytes");
    const thumb = Buffer.from("thumb bytes");
    fs.writeFileSync(path.join(folder, "avatar_disk01.png"), original);
    fs.writeFileSync(path.join(folder, "thumbs_avatar_disk01.png", "100x100_avatar_disk01.png"), thumb);
    const handle = await getDatabase();
    try {
      expect(await importDiskFiles(handle, storage)).toBe(2);
      expect(fs.existsSync(storage)).toBe(false);
      expect(await importDiskFiles(handle, storage)).toBe(0);
      await handle.rows(sql`update users set avatar = 'avatar_disk01.png' where id = ${user.id}`);
      const full = await call(`/api/files/users/${user.id}/avatar_disk01.png`);
      expect(Buffer.from(await full.arrayBuffer())).toEqual(original);
      const small = await call(`/api/files/users/${user.id}/avatar_disk01.png?thumb=100x100`);
      expect(Buffer.from(await small.arrayBuffer())).toEqual(thumb);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("has a delete trigger for stored files on every collection with a file field", async () => {
    const handle = await getDatabase();
    const rows = await handle.rows<{ table: string }>(
      sql`select c.relname as "table" from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname like '%_stored_files'`,
    );
    const withFiles = allCollections()
      .filter((c) => [...c.fields.values()].some((f) => f.def.type === "file"))
      .map((c) => c.tableName)
      .sort();
    expect(rows.map((r) => r.table).sort()).toEqual(withFiles);
  });
});
