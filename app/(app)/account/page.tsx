import type { Metadata } from "next";
import { AccountView } from "@/components/account/account-view";
import { requirePageUser } from "../guard";

export const metadata: Metadata = { title: "Account" };

export default async function AccountPage() {
  await requirePageUser();
  return <AccountView />;
}
