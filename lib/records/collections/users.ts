import * as schema from "@/db/schema";
import { f } from "../define";
import type { CollectionInput } from "../types";

const self = `@request.auth.id != "" && id = @request.auth.id`;

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
      passwordHash: f.text({ hidden: true, readOnly: true }),
      tokenKey: f.text({ hidden: true, readOnly: true }),
    },
    rules: { list: self, view: self, create: "", update: self, delete: self },
    auth: { identityField: "email", passwordHashField: "passwordHash", tokenKeyField: "tokenKey" },
  },
];
