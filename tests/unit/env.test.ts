import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "@/lib/env";

describe("configuration", () => {
  it("has working defaults for a fresh machine", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.APP_SECRET).toBeUndefined();
  });

  it("reads valid values", () => {
    const env = parseEnv({ PORT: "8080", DATABASE_URL: "postgres://u@h:5432/db", APP_SECRET: "x".repeat(40) });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBe("postgres://u@h:5432/db");
  });

  it("shows the operator's contact address only when one is set", () => {
    expect(parseEnv({}).CONTACT_EMAIL).toBeUndefined();
    expect(parseEnv({ CONTACT_EMAIL: "" }).CONTACT_EMAIL).toBeUndefined();
    expect(parseEnv({ CONTACT_EMAIL: " coach@example.org " }).CONTACT_EMAIL).toBe("coach@example.org");
  });

  it("mails nothing until SMTP_URL is set, and writes reset links for APP_URL", () => {
    expect(parseEnv({}).SMTP_URL).toBeUndefined();
    expect(parseEnv({ SMTP_URL: "" }).SMTP_URL).toBeUndefined();
    expect(parseEnv({ SMTP_URL: "smtps://u:p@mail.example.org:465" }).SMTP_URL).toBe("smtps://u:p@mail.example.org:465");
    expect(parseEnv({ APP_URL: "https://fit.example.org" }).APP_URL).toBe("https://fit.example.org");
    expect(parseEnv({}).MAIL_FROM).toMatch(/no-reply/);
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", APP_SECRET: "" }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    ["PORT", { PORT: "eighty" }],
    ["PORT", { PORT: "70000" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://root@localhost/db" }],
    ["APP_SECRET", { APP_SECRET: "short" }],
    ["DATA_DIR", { DATA_DIR: "   " }],
    ["CONTACT_EMAIL", { CONTACT_EMAIL: "the operator" }],
    ["APP_URL", { APP_URL: "fit.example.org" }],
    ["SMTP_URL", { SMTP_URL: "http://mail.example.org" }],
  ])("stops with a message naming %s when it is malformed", (name, source) => {
    expect(() => parseEnv(source)).toThrow(ConfigError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`${name}:`));
  });
});
