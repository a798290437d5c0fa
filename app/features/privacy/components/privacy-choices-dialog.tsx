import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { Switch } from "~/components/ui/switch";
import { toast } from "~/components/ui/use-toast";
import { siteConfig } from "~/lib/site-config";
import { getBrowserPrivacyChoice, setBrowserPrivacyChoice } from "~/lib/consent";
import { TitledDialog } from "~/components/titled-dialog";
import { useStoredSwitch, type ChoiceDialogProps } from "./choice-dialog";

export const OPT_OUT_TOAST = "You have opted out of data sharing for cross-contextual advertising.";
export const OPT_IN_TOAST = "You have opted in to data sharing for cross-contextual advertising.";

/** docs/product.md#privacy-choices */
export default function PrivacyChoicesDialog({ open, onOpenChange }: ChoiceDialogProps) {
  // On opening, the switch is preset to Yes if the stored choice is 'opt-out'.
  const [optOut, setOptOut] = useStoredSwitch(open, () => getBrowserPrivacyChoice() === "opt-out");
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setBrowserPrivacyChoice(optOut ? "opt-out" : "opt-in");
    toast({ description: optOut ? OPT_OUT_TOAST : OPT_IN_TOAST });
    onOpenChange(false);
  };
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Your Privacy Choices"
      description="If you are a California resident, you have the right to opt out of the sharing of your personal information for cross-contextual behavioral advertising. We honor Global Privacy Control signals sent by your browser as an opt-out."
    >
      <form onSubmit={submit} className="grid gap-4">
        <div className="flex items-center justify-between gap-4 rounded-md border p-4">
          <label htmlFor="privacy-opt-out" className="text-sm font-medium">
            Opt out of data sharing?
          </label>
          <div className="flex items-center gap-2 text-sm">
            <span aria-hidden="true">No</span>
            <Switch id="privacy-opt-out" checked={optOut} onCheckedChange={setOptOut} />
            <span aria-hidden="true">Yes</span>
          </div>
        </div>
        <p className="text-sm text-muted-foreground">
          Questions about your privacy? Contact us at{" "}
          <a className="underline" href={`mailto:${siteConfig.email}`}>
            {siteConfig.email}
          </a>{" "}
          or{" "}
          <a className="underline" href={`tel:${siteConfig.phone.replace(/[^+\d]/g, "")}`}>
            {siteConfig.phone}
          </a>
          .
        </p>
        <DialogFooter>
          <Button type="submit">Submit</Button>
        </DialogFooter>
      </form>
    </TitledDialog>
  );
}
