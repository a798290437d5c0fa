/** The member's referral QR code, drawn by the server (app/routes/member/referral-qr.ts). */
export const REFERRAL_QR_PATH = {
  svg: "/dashboard/qr/svg",
  png: "/dashboard/qr/png",
} as const;
