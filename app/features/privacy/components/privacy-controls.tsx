import { lazy, Suspense, useState } from "react";
import { CookieBanner } from "./cookie-banner";

// The dialogs load on first use: they are not needed to paint any page (JS budget of /).
const PrivacyChoicesDialog = lazy(() => import("./privacy-choices-dialog"));
const CookieSettingsDialog = lazy(() => import("./cookie-settings-dialog"));

/** The footer's 'Your Privacy Choices' and 'Cookie Settings' buttons with what they open. */
export function PrivacyControls() {
  const [choicesOpen, setChoicesOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [used, setUsed] = useState({ choices: false, settings: false });
  const linkClass = "text-sm text-muted-foreground underline hover:text-foreground";
  const openChoices = () => {
    setUsed((u) => ({ ...u, choices: true }));
    setChoicesOpen(true);
  };
  const openSettings = () => {
    setUsed((u) => ({ ...u, settings: true }));
    setSettingsOpen(true);
  };
  return (
    <>
      <button type="button" className={linkClass} onClick={openChoices}>
        Your Privacy Choices
      </button>
      <button type="button" className={linkClass} onClick={openSettings}>
        Cookie Settings
      </button>
      <Suspense fallback={null}>
        {used.choices ? (
          <PrivacyChoicesDialog open={choicesOpen} onOpenChange={setChoicesOpen} />
        ) : null}
        {used.settings ? (
          <CookieSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
        ) : null}
      </Suspense>
      <CookieBanner hidden={settingsOpen} onCustomize={openSettings} />
    </>
  );
}
