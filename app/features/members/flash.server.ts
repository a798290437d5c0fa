// A one-shot message carried across a redirect (e.g. the sign-up toast shown on
// /dashboard): a short-lived httpOnly cookie read and cleared by the next loader.
export const FLASH_COOKIE = "vs_flash";
export const FLASH_KEYS = ["joined", "password-reset", "email-confirmed"] as const;
export type FlashKey = (typeof FLASH_KEYS)[number];

export function flashCookie(key: FlashKey, secure: boolean): string {
  return `${FLASH_COOKIE}=${key}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function readFlash(request: Request): { flash: FlashKey | null; headers: Headers } {
  const cookie = request.headers.get("cookie") ?? "";
  const match = new RegExp(`(?:^|;\\s*)${FLASH_COOKIE}=([^;]*)`).exec(cookie);
  const headers = new Headers();
  if (!match) return { flash: null, headers };
  headers.append("set-cookie", `${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
  const key = FLASH_KEYS.find((k) => k === match[1]) ?? null;
  return { flash: key, headers };
}

/** Where e-mail confirmation links land: /dashboard turns it into the 'email-confirmed' toast. */
export const CONFIRMED_CALLBACK = "/dashboard?confirmed=1";
