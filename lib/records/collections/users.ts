import "server-only";
import * as schema from "@/db/schema";
import { f } from "../define";
import type { CollectionInput } from "../types";

const self = `@request.auth.id != "" && id = @request.auth.id`;
/**
 * Start Program: the active program must be one the user may open (a template,
 * a public program, their own, or a visitor-made one opened by id), never
 * someone else's private program.
 */
const activeProgramVisible = `(@request.body.activeProgram:isset = false || @request.body.activeProgram = "" || @request.body.activeProgram.isTemplate = true || @request.body.activeProgram.isPublic = true || @request.body.activeProgram.user = @request.auth.id || @request.body.activeProgram.user = "")`;

export const userCollections: CollectionInput[] = [
  {
    name: "users",
    // PocketBase's default users collection id; SDK code and file URLs may carry it.
    id: "_pb_users_auth_",
    table: schema.users,
    fields: {
      email: f.email({ required: true, unique: true, max: 255 }),
      emailVisibility: f.bool(),
      verified: f.bool({ readOnly: true }),
      username: f.text({ max: 150 }),
      name: f.text({ max: 255 }),
      avatar: f.file({ thumbs: ["100x100"] }),
      plan: f.select(schema.userPlans),
      weightUnit: f.select(schema.weightUnits),
      // An IANA zone name ("Europe/Berlin", "America/Argentina/Buenos_Aires", "UTC") or "" for the browser's.
      timeZone: f.text({ max: 64, pattern: /^(UTC|[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){1,2})$/ }),
      activeProgram: f.relation("training_programs"),
      activeProgramSince: f.date(),
      passwordHash: f.text({ hidden: true, readOnly: true }),
      tokenKey: f.text({ hidden: true, readOnly: true }),
    },
    rules: { list: self, view: self, create: "", update: `${self} && ${activeProgramVisible}`, delete: self },
    auth: { identityField: "email", passwordHashField: "passwordHash", tokenKeyField: "tokenKey" },
  },
];
