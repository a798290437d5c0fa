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
import { ReferralQrButton } from "./referral-qr";

// The dashboard's referral link card and its figures.

const t = memberText.dashboard;

function ShareLink({
  href,
  label,
  icon: Icon,
  sameTab = false,
}: {
  href: string;
  label: string;
  icon: React.ComponentType<{ "aria-hidden": "true" }>;
  sameTab?: boolean;
}) {
  return (
    <Button asChild variant="secondary">
      <a href={href} {...(sameTab ? {} : { target: "_blank", rel: "noopener noreferrer" })}>
        <Icon aria-hidden="true" />
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

export function ReferralCard({ link, share }: { link: string; share: DashboardData["share"] }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const copy = async () => {
    if (await copyText(link, inputRef.current)) toast({ title: t.copied });
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
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={copy}>
          <Copy aria-hidden="true" />
          {t.copyLink}
        </Button>
        <ShareSheetButton url={share.sheet} />
        <ShareLink href={share.network.href} label={t.share(share.network.name)} icon={Share2} />
        <ShareLink href={share.email} label={s.shareEmail} icon={Mail} sameTab />
        <ShareLink href={share.whatsapp} label={s.shareWhatsApp} icon={Share2} />
        <ShareLink href={share.linkedin} label={s.shareLinkedIn} icon={Share2} />
        <ReferralQrButton />
      </div>
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
