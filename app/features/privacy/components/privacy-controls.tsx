import { useState } from "react";
import { CookieBanner } from "./cookie-banner";
import { PrivacyChoicesDialog } from "./privacy-choices-dialog";

/** The footer's 'Your Privacy Choices' and 'Cookie Settings' buttons with what they open. */
export function PrivacyControls() {
  const [choicesOpen, setChoicesOpen] = useState(false);
  const [cookieSettingsOpen, setCookieSettingsOpen] = useState(false);
  const linkClass = "text-sm text-muted-foreground underline hover:text-foreground";
  return (
    <>
      <button type="button" className={linkClass} onClick={() => setChoicesOpen(true)}>
        Your Privacy Choices
      </button>
      <button type="button" className={linkClass} onClick={() => setCookieSettingsOpen(true)}>
        Cookie Settings
      </button>
      <PrivacyChoicesDialog open={choicesOpen} onOpenChange={setChoicesOpen} />
      <CookieBanner settingsOpen={cookieSettingsOpen} onSettingsOpenChange={setCookieSettingsOpen} />
    </>
  );
}
