import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Switch } from "~/components/ui/switch";
import { getBrowserConsent, setBrowserConsent, type Consent } from "../consent";

/**
 * The cookie banner the cookie policy describes (ADR decision 10): Accept All,
 * Reject Non-Essential, Customize. It is fixed to the bottom of the viewport, so
 * showing it after hydration shifts no layout.
 */
export function CookieBanner({ settingsOpen, onSettingsOpenChange }: { settingsOpen: boolean; onSettingsOpenChange: (open: boolean) => void }) {
  const [visible, setVisible] = useState(false);
  const [analytics, setAnalytics] = useState(false);

  useEffect(() => {
    setVisible(getBrowserConsent() === null);
  }, []);

  useEffect(() => {
    if (settingsOpen) setAnalytics(getBrowserConsent() === "all");
  }, [settingsOpen]);

  const choose = (consent: Consent) => {
    setBrowserConsent(consent);
    setVisible(false);
    onSettingsOpenChange(false);
  };

  return (
    <>
      {visible && !settingsOpen ? (
        <section
          aria-label="Cookie consent"
          className="fixed inset-x-0 bottom-0 z-50 border-t bg-background p-4 shadow-[0_-4px_12px_rgba(0,0,0,0.08)]"
        >
          <div className="mx-auto flex max-w-6xl flex-col gap-3 md:flex-row md:items-center md:justify-between">
            <p className="text-sm">
              We use essential cookies to run this site and, with your permission, cookies that measure which
              messages work best. See our <Link to="/cookie-policy" className="underline">Cookie Policy</Link>.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => choose("all")}>Accept All</Button>
              <Button size="sm" variant="outline" onClick={() => choose("essential")}>Reject Non-Essential</Button>
              <Button size="sm" variant="ghost" onClick={() => onSettingsOpenChange(true)}>Customize</Button>
            </div>
          </div>
        </section>
      ) : null}
      <Dialog open={settingsOpen} onOpenChange={onSettingsOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Cookie Settings</DialogTitle>
            <DialogDescription>Choose which cookies we may use. Essential cookies are always on.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-3">
            <div className="flex items-center justify-between gap-4 rounded-md border p-3">
              <div>
                <p className="text-sm font-medium" id="cookie-essential-label">Essential</p>
                <p className="text-xs text-muted-foreground">Sign-in, security and your privacy choices.</p>
              </div>
              <Switch checked disabled aria-labelledby="cookie-essential-label" />
            </div>
            <div className="flex items-center justify-between gap-4 rounded-md border p-3">
              <div>
                <label htmlFor="cookie-analytics" className="text-sm font-medium">Measurement</label>
                <p className="text-xs text-muted-foreground">Anonymous counts of which home-page message visitors respond to.</p>
              </div>
              <Switch id="cookie-analytics" checked={analytics} onCheckedChange={setAnalytics} />
            </div>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => choose("essential")}>Reject Non-Essential</Button>
            <Button onClick={() => choose(analytics ? "all" : "essential")}>Save Preferences</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
