// Download a result card as PNG and copy a share link, with the toasts of
// docs/product.md#result-sharing. Images are drawn in the browser (html-to-image) and hold no
// personal data.
import { useCallback, useState } from "react";
import { resultImageOptions, resultSharingToasts } from "~/content/result-sharing";
import { toast } from "~/components/ui/use-toast";

async function drawPng(node: HTMLElement): Promise<string> {
  const { toPng } = await import("html-to-image");
  // The card is set in the brand font (ADR 170): embed it (woff2, same origin) so the PNG
  // looks like the page; the emoji are inline SVG (app/components/emoji.tsx).
  return toPng(node, { ...resultImageOptions, cacheBust: true, preferredFontFormat: "woff2" });
}

function saveDataUrl(dataUrl: string, fileName: string) {
  const link = document.createElement("a");
  link.href = dataUrl;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

export function useResultSharing() {
  const [busy, setBusy] = useState(false);

  const downloadImage = useCallback(async (node: HTMLElement | null, fileName: string) => {
    if (!node) return;
    setBusy(true);
    toast(resultSharingToasts.generating);
    try {
      saveDataUrl(await drawPng(node), fileName);
      toast(resultSharingToasts.downloaded);
    } catch (error) {
      console.error("result image failed", error);
      toast({ ...resultSharingToasts.imageFailed, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }, []);

  const copyText = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast(resultSharingToasts.copied);
    } catch {
      toast({ ...resultSharingToasts.copyFailed, variant: "destructive" });
    }
  }, []);

  return { busy, downloadImage, copyText };
}
