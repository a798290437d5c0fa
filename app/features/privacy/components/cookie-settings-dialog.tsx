import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { Switch } from "~/components/ui/switch";
import { getBrowserConsent, setBrowserConsent, type Consent } from "~/lib/consent";
import { TitledDialog } from "~/components/titled-dialog";
import { useStoredSwitch, type ChoiceDialogProps } from "./choice-dialog";

function CookieRow({
  title,
  hint,
  children,
}: {
  title: React.ReactNode;
  hint: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-md border p-3">
      <div>
        {title}
        <p className="text-xs text-muted-foreground">{hint}</p>
      </div>
      {children}
    </div>
  );
}

/** 'Customize' and the footer's 'Cookie Settings': choose the non-essential cookies. */
export default function CookieSettingsDialog({ open, onOpenChange }: ChoiceDialogProps) {
  const [analytics, setAnalytics] = useStoredSwitch(open, () => getBrowserConsent() === "all");

  const choose = (consent: Consent) => {
    setBrowserConsent(consent);
    onOpenChange(false);
  };

  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cookie Settings"
      description="Choose which cookies we may use. Essential cookies are always on."
    >
      <div className="grid gap-3">
        <CookieRow
          title={
            <p className="text-sm font-medium" id="cookie-essential-label">
              Essential
            </p>
          }
          hint="Sign-in, security and your privacy choices."
        >
          <Switch checked disabled aria-labelledby="cookie-essential-label" />
        </CookieRow>
        <CookieRow
          title={
            <label htmlFor="cookie-analytics" className="text-sm font-medium">
              Measurement
            </label>
          }
          hint="Anonymous counts of which home-page message visitors respond to."
        >
          <Switch id="cookie-analytics" checked={analytics} onCheckedChange={setAnalytics} />
        </CookieRow>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={() => choose("essential")}>
          Reject Non-Essential
        </Button>
        <Button onClick={() => choose(analytics ? "all" : "essential")}>Save Preferences</Button>
      </DialogFooter>
    </TitledDialog>
  );
}
