/**
 * The account's time zone (issue 20 item 9): the owner stores an IANA zone name
 * or "" (the browser's); anything else is a PocketBase-shaped 400 that changes
 * nothing, and nobody else can set it.
 */
import { ClientResponseError } from "pocketbase";
import { describe, expect, it } from "vitest";
import { signUp } from "./fixtures";

describe("users.timeZone", () => {
  it("starts empty, takes IANA names and goes back to empty", async () => {
    const user = await signUp();
    expect((await user.pb.collection("users").getOne(user.id)).timeZone).toBe("");
    for (const zone of ["Europe/Berlin", "America/Argentina/Buenos_Aires", "Etc/GMT+5", "UTC", ""]) {
      const saved = await user.pb.collection("users").update(user.id, { timeZone: zone });
      expect(saved.timeZone).toBe(zone);
    }
  });

  it("refuses what is not a zone name, with a 400 on the field, and keeps the stored one", async () => {
    const user = await signUp();
    await user.pb.collection("users").update(user.id, { timeZone: "Asia/Tokyo" });
    for (const bad of ["Berlin time", "../../etc/passwd", "Europe/Berlin; DROP TABLE users", "x".repeat(65), "<script>"]) {
      const error = await user.pb.collection("users").update(user.id, { timeZone: bad }).catch((e: unknown) => e);
      expect(error, bad).toBeInstanceOf(ClientResponseError);
      expect((error as ClientResponseError).status).toBe(400);
      expect(Object.keys((error as ClientResponseError).response.data)).toEqual(["timeZone"]);
    }
    expect((await user.pb.collection("users").getOne(user.id)).timeZone).toBe("Asia/Tokyo");
  });

  it("cannot be set on someone else's account", async () => {
    const [owner, other] = [await signUp(), await signUp()];
    const error = await other.pb.collection("users").update(owner.id, { timeZone: "Asia/Tokyo" }).catch((e: unknown) => e);
    expect((error as ClientResponseError).status).toBe(404);
    expect((await owner.pb.collection("users").getOne(owner.id)).timeZone).toBe("");
  });
});
