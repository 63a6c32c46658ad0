import "server-only";
import * as schema from "@/db/schema";
import { f } from "../define";
import type { CollectionInput } from "../types";
import { ownerOnly } from "./rules";


/**
 * Training maxes (issue 21 item 2): the owner's alone for every action. On
 * create the body must name the caller; on update the stored owner must be
 * the caller and a body `user`, if sent, too, so a max is never handed on.
 */
export const trainingMaxCollections: CollectionInput[] = [
  {
    name: "training_maxes",
    table: schema.trainingMaxes,
    fields: {
      user: f.relation("users", { required: true }),
      // One per exercise and user (database index); a second one is a field error on `exercise`.
      exercise: f.relation("exercises", { required: true, uniqueWithin: "user" }),
      /** In `unit`, as entered: 1-1,000 kg or lbs covers every lift a person can load. */
      weight: f.number({ required: true, min: 1, max: 1000 }),
      unit: f.select(schema.weightUnits, { required: true }),
      source: f.select(schema.trainingMaxSources, { required: true }),
      testedOn: f.date(),
    },
    rules: ownerOnly(),
  },
];
