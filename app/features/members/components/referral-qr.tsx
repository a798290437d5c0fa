import { Download, QrCode } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { shareCopy as s } from "~/content/sharing";
import { REFERRAL_QR_PATH } from "../referral-qr";

/**
 * 'Show QR code': the member's referral link as a QR code for live pitch events (ADR 192),
 * drawn on the server (the dashboard's script carries no QR encoder) and shown in the
 * browser's own modal dialog, which traps focus, closes on Escape and returns focus.
 */
export function ReferralQrButton({ className }: { className?: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          dialog.current?.showModal();
        }}
      >
        <QrCode aria-hidden="true" />
        {s.showQr}
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby="referral-qr-title"
        aria-describedby="referral-qr-intro"
        className="m-auto w-[min(92vw,26rem)] rounded-lg border bg-background p-6 text-foreground shadow-lg backdrop:bg-black/60"
      >
        <h2 id="referral-qr-title" className="text-lg font-semibold">
          {s.qrTitle}
        </h2>
        <p id="referral-qr-intro" className="mt-1 text-sm text-muted-foreground">
          {s.qrIntro}
        </p>
        <div className="mx-auto mt-4 aspect-square w-full max-w-72 rounded-md bg-white p-2">
          {/* Loaded on first opening only. */}
          {opened ? (
            <img
              src={REFERRAL_QR_PATH.svg}
              alt={s.qrAlt}
              width={288}
              height={288}
              className="size-full"
            />
          ) : null}
        </div>
        {/* The two downloads side by side, 'Close' under them. */}
        <div className="mt-4 grid grid-cols-2 gap-2">
          <Button asChild variant="outline">
            <a href={`${REFERRAL_QR_PATH.svg}?download=1`} download="referral-qr.svg">
              <Download aria-hidden="true" />
              {s.downloadSvg}
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={`${REFERRAL_QR_PATH.png}?download=1`} download="referral-qr.png">
              <Download aria-hidden="true" />
              {s.downloadPng}
            </a>
          </Button>
          <Button type="button" className="col-span-2" onClick={() => dialog.current?.close()}>
            {s.close}
          </Button>
        </div>
      </dialog>
    </>
  );
}
