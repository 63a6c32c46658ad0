import { PageLoading } from "@/components/layout/page-loading";

/**
 * Per route group rather than in app/: a loading boundary above the (app)
 * layout would make its guard redirect after streaming began (a 200 with a
 * client-side redirect) instead of a real 307 before anything renders.
 */
export default PageLoading;
