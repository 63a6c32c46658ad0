import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDatabase } from "@/db";
import { storageRoot } from "@/lib/records/storage";
import { call } from "./harness";
import { signUp } from "./fixtures";

describe("files", () => {
  it("serves a record's stored file with a cache header, tolerating ?thumb=, 404 otherwise", async () => {
    const user = await signUp();
    const name = "avatar_abc123.png";
    const folder = path.join(storageRoot(), "users", user.id);
    fs.mkdirSync(folder, { recursive: true });
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    fs.writeFileSync(path.join(folder, name), bytes);
    fs.writeFileSync(path.join(folder, "stray.png"), bytes);
    const handle = await getDatabase();
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
});
