import { connection } from "next/server";
import { checkHealth } from "@/lib/health";

export const dynamic = "force-dynamic";

export async function GET() {
  await connection();
  const { status, body } = await checkHealth();
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}
