import type { CollectionInput } from "../types";
import { exerciseCollections } from "./exercises";
import { gymCollections } from "./gyms";
import { trainingMaxCollections } from "./training-maxes";
import { referenceCollections } from "./reference";
import { trainingCollections } from "./training";
import { userCollections } from "./users";

/**
 * Every collection the record API serves. Adding one is a schema table plus
 * one definition in this folder, appended here.
 */
export const definitions: readonly CollectionInput[] = [
  ...userCollections,
  ...referenceCollections,
  ...exerciseCollections,
  ...trainingCollections,
  ...gymCollections,
  ...trainingMaxCollections,
];
