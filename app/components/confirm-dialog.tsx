import type * as React from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";

/**
 * Asks before an action on one item (deleting a row of a list): open while `item` is set;
 * the confirm button runs `onConfirm(item)`, and either button closes it.
 */
export function ConfirmDialog<T>({
  item,
  onClose,
  title,
  description,
  cancel,
  confirm,
  onConfirm,
}: {
  item: T | null;
  onClose: () => void;
  title: React.ReactNode;
  description: React.ReactNode;
  cancel: string;
  confirm: string;
  onConfirm: (item: T) => void;
}) {
  return (
    <AlertDialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancel}</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              if (item !== null) onConfirm(item);
              onClose();
            }}
          >
            {confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
