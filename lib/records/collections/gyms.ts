import "server-only";
import * as schema from "@/db/schema";
import { CATALOGUE_EQUIPMENT_NAMES } from "@/lib/training/data/equipment";
import { f } from "../define";
import type { CollectionInput } from "../types";
import { ownerOnly } from "./rules";


/** A user's saved equipment sets (issue 20 item 15): the owner's alone, for every action. */
export const gymCollections: CollectionInput[] = [
  {
    name: "gym_profiles",
    table: schema.gymProfiles,
    fields: {
      user: f.relation("users", { required: true }),
      // Unique per user through the database index (user, lower(name)).
      name: f.text({ required: true, min: 1, max: 40, uniqueWithin: "user" }),
      // Names, not ids, from the catalogue's equipment reference; anything else is a 400.
      equipment: f.select(CATALOGUE_EQUIPMENT_NAMES, { multiple: true, maxSelect: CATALOGUE_EQUIPMENT_NAMES.length }),
      isDefault: f.bool(),
    },
    rules: ownerOnly(),
  },
];
