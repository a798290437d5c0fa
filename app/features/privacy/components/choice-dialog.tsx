import { useEffect, useState } from "react";

export type ChoiceDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** A switch's state, preset from the stored choice each time the dialog opens. */
export function useStoredSwitch(open: boolean, stored: () => boolean) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (open) setOn(stored());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per opening
  }, [open]);
  return [on, setOn] as const;
}
