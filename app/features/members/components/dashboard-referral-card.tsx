import { Copy, Share2 } from "lucide-react";
import { useRef } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/use-toast";
import { memberText } from "~/content/members";
import { SectionCard } from "~/components/section-card";
import type { DashboardData } from "../dashboard.server";
import { shareUrl } from "../share";

// The dashboard's referral link card and its figures.

const t = memberText.dashboard;

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
        <Button asChild variant="secondary">
          <a
            href={shareUrl(share.composeUrl, t.shareText, link)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Share2 aria-hidden="true" />
            {t.share(share.network)}
          </a>
        </Button>
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
