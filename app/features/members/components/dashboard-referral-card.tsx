import { Copy, Mail, Share2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/use-toast";
import { memberText } from "~/content/members";
import { shareCopy as s } from "~/content/sharing";
import { SectionCard } from "~/components/section-card";
import type { DashboardData } from "../dashboard.server";
import { NetworkIcon } from "./network-icons";
import { ReferralQrButton } from "./referral-qr";

// The dashboard's referral link card and its figures.

const t = memberText.dashboard;
/** How long 'copied' stays in the status line. */
const COPIED_SHOWN_MS = 5000;
/** A grid cell's button: the cell's width, its label wrapping between words when narrow. */
const GRID_BUTTON = "h-auto min-h-11 w-full whitespace-normal text-center";

function ShareLink({
  href,
  label,
  icon,
  sameTab = false,
}: {
  href: string;
  label: string;
  icon: React.ReactNode;
  sameTab?: boolean;
}) {
  return (
    <Button asChild variant="secondary" className={GRID_BUTTON}>
      <a href={href} {...(sameTab ? {} : { target: "_blank", rel: "noopener noreferrer" })}>
        {icon}
        {label}
      </a>
    </Button>
  );
}

/** 'Share…': the phone's share sheet, shown only where the browser has one. */
function ShareSheetButton({ url }: { url: string }) {
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === "function"), []);
  if (!canShare) return null;
  return (
    <Button
      type="button"
      variant="secondary"
      className={GRID_BUTTON}
      onClick={() => {
        // A dismissed sheet rejects: nothing to say.
        navigator.share({ title: s.shareEmailSubject, text: t.shareText, url }).catch(() => {});
      }}
    >
      <Share2 aria-hidden="true" />
      {s.shareSheet}
    </Button>
  );
}

/**
 * The link with the spec's copy icon beside it, then 'Copy Link' and the channels in a grid, two
 * columns on a phone and one row on a desktop, in the order e-mail, WhatsApp, LinkedIn, the
 * operator's network (X by default), 'Share…', 'Show QR code'. 'Copied' is said beside the
 * button in a status line, not in a toast that would lie over the buttons of a phone.
 */
export function ReferralCard({ link, share }: { link: string; share: DashboardData["share"] }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    if (await copyText(link, inputRef.current)) setCopied(true);
    else toast({ title: "Error", description: t.copyFailed, variant: "destructive" });
  };
  return (
    <SectionCard
      title={t.referralTitle}
      description={t.referralIntro}
      contentClassName="grid gap-3"
    >
      <div className="flex gap-2">
        <Label htmlFor="referral-link" className="sr-only">
          {t.referralLinkLabel}
        </Label>
        <Input
          id="referral-link"
          ref={inputRef}
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button type="button" variant="outline" size="icon" aria-label={t.copyIcon} onClick={copy}>
          <Copy aria-hidden="true" />
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-2 lg:auto-cols-fr lg:grid-flow-col lg:grid-cols-none">
        <Button type="button" onClick={copy} className={GRID_BUTTON}>
          <Copy aria-hidden="true" />
          {t.copyLink}
        </Button>
        <ShareLink
          href={share.email}
          label={s.shareEmail}
          icon={<Mail aria-hidden="true" />}
          sameTab
        />
        <ShareLink
          href={share.whatsapp}
          label={s.shareWhatsApp}
          icon={<NetworkIcon network="WhatsApp" />}
        />
        <ShareLink
          href={share.linkedin}
          label={s.shareLinkedIn}
          icon={<NetworkIcon network="LinkedIn" />}
        />
        <ShareLink
          href={share.network.href}
          label={t.share(share.network.name)}
          icon={<NetworkIcon network={share.network.name} />}
        />
        <ShareSheetButton url={share.sheet} />
        <ReferralQrButton className={GRID_BUTTON} />
      </div>
      <p role="status" className="min-h-5 text-sm font-medium text-success">
        {copied ? t.copied : ""}
      </p>
    </SectionCard>
  );
}

export function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card>
      <CardContent className="p-6">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="mt-1 text-2xl font-bold">{value}</p>
      </CardContent>
    </Card>
  );
}

async function copyText(text: string, fallback: HTMLInputElement | null) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!fallback) return false;
    fallback.select();
    return document.execCommand("copy");
  }
}
