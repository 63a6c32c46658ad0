"use client";

import type { ApiReader } from "@/lib/shared/api-reader";
import { pb } from "./pocketbase";

/** The browser's ApiReader: the SDK over HTTP with the stored token. */
export const sdkReader: ApiReader = {
  getList: (collection, page, perPage, options) => pb().collection(collection).getList(page, perPage, options),
  getFullList: (collection, options) => pb().collection(collection).getFullList(options),
  getOne: (collection, id, options) => pb().collection(collection).getOne(id, options),
  send: (path, query) => pb().send(path, { method: "GET", query }),
};
