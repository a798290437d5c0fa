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
import { Button } from "~/components/ui/button";

/**
 * Asks before an action on one item (deleting a row of a list): open while `item` is set.
 * The confirm button either submits the form whose id is `form`, as its `intent` when given
 * (a write is a form's submit, STYLE.md; that form's `onSubmit` closes the dialog, after its
 * fields are read), or runs `onConfirm(item)` and closes it.
 */
export function ConfirmDialog<T>({
  item,
  onClose,
  title,
  description,
  cancel,
  confirm,
  ...answer
}: {
  item: T | null;
  onClose: () => void;
  title: React.ReactNode;
  description: React.ReactNode;
  cancel: string;
  confirm: string;
} & (
  | { form: string; intent?: string; onConfirm?: never }
  | { onConfirm: (item: T) => void; form?: never; intent?: never }
)) {
  return (
    <AlertDialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancel}</AlertDialogCancel>
          {answer.form ? (
            // Not the dialog's own Action: it would close (and unmount this button) before
            // the browser submits the form.
            <Button
              type="submit"
              form={answer.form}
              name={answer.intent ? "intent" : undefined}
              value={answer.intent}
              variant="destructive"
            >
              {confirm}
            </Button>
          ) : (
            <AlertDialogAction
              onClick={() => {
                if (item !== null) answer.onConfirm?.(item);
                onClose();
              }}
            >
              {confirm}
            </AlertDialogAction>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
