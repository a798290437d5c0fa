import { useEffect, useState, type ReactNode } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";

export type ChoiceDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The cookie-settings and privacy-choices dialogs: a title, what it is about, the choice. */
export function ChoiceDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: ChoiceDialogProps & { title: string; description: ReactNode; children: ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** A switch's state, preset from the stored choice each time the dialog opens. */
export function useStoredSwitch(open: boolean, stored: () => boolean) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (open) setOn(stored());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per opening
  }, [open]);
  return [on, setOn] as const;
}
