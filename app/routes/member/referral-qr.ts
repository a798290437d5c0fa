import { referralLink } from "~/content/members";
import { referralQrPng, referralQrSvg } from "~/features/members/referral-qr.server";
import { getSession } from "~/domain/accounts/session.server";
import type { Route } from "./+types/referral-qr";

/**
 * /dashboard/qr/svg and /dashboard/qr/png: the signed-in member's referral link (tagged
 * utm_source=qr) as a QR code; `?download=1` saves it as a file. Private: never cached.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const format = params.format;
  if (format !== "svg" && format !== "png") throw new Response("Not Found", { status: 404 });
  const session = await getSession(request, context.services);
  if (!session) throw new Response("Please log in to see your QR code.", { status: 401 });
  const link = referralLink(context.services.env.origin, session.user.id, "qr");
  const download = new URL(request.url).searchParams.has("download");
  const headers = new Headers({
    "cache-control": "private, no-store",
    "content-type": format === "svg" ? "image/svg+xml; charset=utf-8" : "image/png",
    ...(download ? { "content-disposition": `attachment; filename="referral-qr.${format}"` } : {}),
  });
  const body =
    format === "svg" ? await referralQrSvg(link) : new Uint8Array(await referralQrPng(link));
  return new Response(body, { headers });
}
