import { handle, json } from "@/lib/records/http";

export const dynamic = "force-dynamic";

/** Password sign-in only, in the shape of the PocketBase 0.28 SDK's AuthMethodsList. */
export async function GET() {
  return handle(async () =>
    json({
      password: { enabled: true, identityFields: ["email"] },
      oauth2: { enabled: false, providers: [] },
      mfa: { enabled: false, duration: 0 },
      otp: { enabled: false, duration: 0 },
    }),
  );
}
